# Shared by start.sh and test.sh: dependency install and build, each only when needed.

repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd; }

# npm install when node_modules is missing or older than the lockfile / a package.json.
# `npm install` rather than `npm ci`: some optional non-Linux binaries named in the lockfile are
# missing from the registry mirror (DESIGN §8).
ensure_dependencies() {
  local stamp=node_modules/.package-lock.json
  local stale=0
  if [ ! -f "$stamp" ]; then
    stale=1
  elif [ -n "$(find package.json package-lock.json packages/*/package.json apps/*/package.json e2e/package.json bench/package.json -newer "$stamp" 2>/dev/null)" ]; then
    stale=1
  fi
  if [ "$stale" = 1 ]; then
    echo "==> Installing dependencies (npm install)"
    # --prefer-offline: what the npm cache holds is used without asking the registry again.
    with_compile_cache npm install --prefer-offline --no-audit --no-fund --loglevel=error || return 1
    touch "$stamp"
  fi
  # better-sqlite3 compiles from source here; make sure its binary loads.
  if ! node -e "new (require('better-sqlite3'))(':memory:').close()" >/dev/null 2>&1; then
    echo "==> Building better-sqlite3"
    with_compile_cache npm rebuild better-sqlite3 --loglevel=error || return 1
  fi
}

# better-sqlite3 compiles sqlite3.c from source on every fresh clone (its prebuilt binaries are
# out of this machine's reach): 70 s of one core. Through ccache, when the machine has it
# (scripts/test.sh installs it), a clone after the first finds the objects cached: 4 s.
with_compile_cache() {
  if command -v ccache >/dev/null 2>&1; then
    CC="ccache ${CC:-gcc}" CXX="ccache ${CXX:-g++}" "$@"
  else
    "$@"
  fi
}

# Rebuild when a build output is missing or any source is newer than the last build.
ensure_build() {
  local stamp=apps/server/dist/.build-stamp
  if [ ! -f "$stamp" ] || [ ! -f apps/web/dist/index.html ] ||
    [ -n "$(find packages/*/src apps/*/src apps/web/index.html apps/web/public apps/web/vite.config.ts apps/server/tsup.config.ts -newer "$stamp" -print -quit 2>/dev/null)" ]; then
    echo "==> Building (web app, then server)"
    npm run build --silent || return 1
    touch "$stamp"
  fi
}

# Runs "name|command" lines two at a time (the CI machine has two cores and tsc and eslint use
# one each); each command's output is printed whole when it ends, failures named on stderr.
# Returns non-zero when any command failed.
run_two_at_a_time() {
  local logs
  logs=$(mktemp -d)
  printf '%s\n' "$@" | xargs -P 2 -I{} bash -c '
    line="$1"; logs="$2"; name=${line%%|*}; command=${line#*|}
    started=$SECONDS
    if bash -c "$command" >"$logs/$name.log" 2>&1; then status=ok; else status=FAILED; fi
    { echo "--- $name: $status ($((SECONDS - started)) s)"; cat "$logs/$name.log"; } 
    [ "$status" = ok ] || { echo "$name" >>"$logs/failed"; }
  ' _ {} "$logs"
  local failed=0
  if [ -f "$logs/failed" ]; then
    echo "failed: $(tr '\n' ' ' <"$logs/failed")" >&2
    failed=1
  fi
  rm -rf "$logs"
  return "$failed"
}
