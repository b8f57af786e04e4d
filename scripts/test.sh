#!/usr/bin/env bash
# Every check and test; the last line is vitest's plain summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# The fault tests run a real cluster: Redis and nginx (and PostgreSQL), installed from Debian when missing.
bash scripts/ensure-cluster-tools.sh

# The checks and the two builds (the shipped game into dist/, the browser tests' build with its test
# hooks into dist-e2e/) side by side: each waits on disk or on one core at a time, and on two cores they
# finish in about half the time they take one after another. Each one's output is shown if it fails.
logs=$(mktemp -d "${TMPDIR:-/tmp}/infection-checks.XXXXXX")
names=()
cleanup() {
  for pid in $(jobs -p); do kill "$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
check() {
  local name=$1
  shift
  names+=("$name")
  ("$@" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc") &
}
check typecheck npx tsc --noEmit -p tsconfig.json
check typecheck-core npx tsc --noEmit -p tsconfig.core.json
check lint npx eslint . --max-warnings 0
check format npx prettier --check . --log-level warn
check levels npx tsx scripts/levels-check.ts
check build npx vite build --logLevel warn
check build-e2e npx vite build --mode e2e --logLevel warn
wait
failed=0
for name in "${names[@]}"; do
  if [ "$(cat "$logs/$name.rc" 2>/dev/null || echo 1)" = "0" ]; then
    echo "▸ $name ✓"
  else
    echo "▸ $name failed:"
    cat "$logs/$name.log"
    failed=1
  fi
done
if [ "$failed" = "1" ]; then exit 1; fi

# The storage tests also run on PostgreSQL: a throwaway server on a loopback port, removed afterwards.
echo "▸ tests"; bash scripts/with-postgres.sh npx vitest run
