#!/usr/bin/env bash
# Every check and test, in the order that fails fastest; the last line is vitest's plain summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# The fault tests run a real cluster: Redis and nginx (and PostgreSQL), installed from Debian when missing.
bash scripts/ensure-cluster-tools.sh
echo "▸ typecheck"; npx tsc --noEmit -p tsconfig.json && npx tsc --noEmit -p tsconfig.core.json
echo "▸ lint"; npx eslint . --max-warnings 0
echo "▸ format"; npx prettier --check . --log-level warn
if [ -f scripts/levels-check.ts ]; then echo "▸ levels"; npx tsx scripts/levels-check.ts; fi
# The shipped game into dist/, and the browser tests' build (with the test hooks) into dist-e2e/.
echo "▸ build"; npx vite build --logLevel warn && npx vite build --mode e2e --logLevel warn
# The storage tests also run on PostgreSQL: a throwaway server on a loopback port, removed afterwards.
echo "▸ tests"; bash scripts/with-postgres.sh npx vitest run
