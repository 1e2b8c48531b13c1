#!/usr/bin/env bash
# Runs Tessera on its embedded default: SQLite metadata + DuckDB under ./data, on
# http://127.0.0.1:8100. Idempotent: installs and builds only what is missing or stale.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$(repo_root)"

ensure_dependencies
ensure_build

export TESSERA_HOST="${TESSERA_HOST:-127.0.0.1}"
export TESSERA_PORT="${TESSERA_PORT:-8100}"
export TESSERA_DATA_DIR="${TESSERA_DATA_DIR:-./data}"
# DuckDB needs a home folder; keep its files inside the data folder when none is set.
export HOME="${HOME:-$TESSERA_DATA_DIR}"

# libuv's worker threads, read once at process start: DuckDB statements get all but four of
# them (the engine's DuckDB lane), token checks, hashing, files and logs always have the rest.
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-12}"

# A young generation of 32 MB per semi-space (V8's default is 16): extract batches and chart
# answers are short-lived; fewer scavenges copying them measured 1M-row syncs 102k → 179k rows/s
# on a busy 2-core machine (issue 22 part 4). `npm run bench` runs with the same flag.
# exec: the server gets Ctrl-C / SIGTERM itself and shuts down cleanly.
exec node --max-semi-space-size=32 apps/server/dist/main.js
