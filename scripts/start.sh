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

# exec: the server gets Ctrl-C / SIGTERM itself and shuts down cleanly.
exec node apps/server/dist/main.js
