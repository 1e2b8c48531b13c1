#!/usr/bin/env bash
# Installs what the tests need (Chromium included) and runs every check: typecheck, lint,
# unit + integration tests (vitest), end-to-end journeys (Playwright in Debian Chromium).
# Ends with one line `N passed, N failed, N skipped`; exits non-zero on any failure. With CI
# set, a skipped test is a failure too: a missing service must never pass as a silent skip.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$(repo_root)"
export HOME="${HOME:-/root}"

passed=0
failed=0
skipped=0
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT

fail_step() { echo "FAILED: $1"; failed=$((failed + 1)); }

# Each step says how long it took, and the run ends with the list (issue 22: CI in 20 minutes).
timings=""
current_step=""
step_started=$SECONDS
end_step() {
  [ -z "$current_step" ] && return
  local took=$((SECONDS - step_started))
  echo "    ($current_step: ${took} s)"
  timings="${timings}$(printf '  %-40s %5d s' "$current_step" "$took")"$'\n'
  current_step=""
}
step() {
  end_step
  current_step=$1
  step_started=$SECONDS
  echo "==> $1"
}

# Debian packages first: Chromium for the journeys, CJK fonts for their screenshots, ccache so
# the native dependencies compile once per machine rather than once per clone (scripts/lib.sh).
missing_packages=()
[ -x /usr/bin/chromium ] || missing_packages+=(chromium fonts-noto-cjk)
command -v ccache >/dev/null 2>&1 || missing_packages+=(ccache)
if [ "${#missing_packages[@]}" != 0 ]; then
  step "Installing Debian packages: ${missing_packages[*]}"
  sudo_if_needed=()
  [ "$(id -u)" = 0 ] || sudo_if_needed=(sudo)
  ("${sudo_if_needed[@]}" apt-get update -qq &&
    "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}") >/dev/null ||
    fail_step "Debian packages install"
fi

step "Dependencies"

ensure_dependencies || { echo "dependency install failed"; echo "0 passed, 1 failed, 0 skipped"; exit 1; }

# With CI set, the database services are required: a missing one is a failure, not a skip.
if [ -n "${CI:-}" ]; then
  for service in postgresql:5432 mariadb:3306 redis:6379; do
    name=${service%%:*}
    port=${service##*:}
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      fail_step "service $name is not reachable on 127.0.0.1:$port"
    fi
  done
fi

step "Typecheck and lint (two at a time)"
checks=()
for workspace in $(node -p "require('./package.json').workspaces.join(' ')"); do
  if node -e "process.exit(require('./$workspace/package.json').scripts?.typecheck ? 0 : 1)"; then
    checks+=("typecheck-${workspace//\//-}|cd $workspace && npm run typecheck --silent")
  fi
done
checks+=("lint|npm run lint --silent")
run_two_at_a_time "${checks[@]}" || fail_step "typecheck or lint"
step "Build"
ensure_build || fail_step build

step "Unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile="$results_dir/vitest.json"
vitest_status=$?
if [ -f "$results_dir/vitest.json" ]; then
  read -r p f s < <(node -e "const r=require('$results_dir/vitest.json');console.log(r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests)")
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
  [ "$vitest_status" != 0 ] && [ "$f" = 0 ] && fail_step "vitest exited with $vitest_status"
else
  fail_step "vitest produced no results"
fi

step "End-to-end journeys (Playwright, Debian Chromium)"
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json)
e2e_status=$?
if [ -f "$results_dir/playwright.json" ]; then
  read -r p f s < <(node -e "const s=require('$results_dir/playwright.json').stats;console.log(s.expected + s.flaky, s.unexpected, s.skipped)")
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
  [ "$e2e_status" != 0 ] && [ "$f" = 0 ] && fail_step "playwright exited with $e2e_status"
else
  fail_step "playwright produced no results"
fi

if [ -n "${CI:-}" ] && [ "$skipped" != 0 ]; then
  fail_step "$skipped tests were skipped under CI (a missing service or a skip left in place)"
fi

end_step
echo "==> Time per step (total $((SECONDS / 60)) min $((SECONDS % 60)) s)"
printf '%s' "$timings"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
