#!/usr/bin/env bash
# Every check and test; the last line is the plain summary of every Vitest run:
#   vitest: N passed, N failed, N skipped
#
# The order fills both cores (the browser tests alone keep about one and a third of them busy):
#   1. the two builds side by side: the browser tests' (dist-e2e/, with its test hooks) and the shipped
#      game's (dist/, which a browser test checks holds no hook);
#   2. the browser tests, one file at a time, and beside them the checks (two type-checks, lint,
#      formatting, levels), then the unit tests;
#   3. the fault tests last and alone: they kill and restart club processes and count what comes back.
# Each part's output is shown; a part that fails fails the run, after every part has had its say.
set -euo pipefail
cd "$(dirname "$0")/.."
# The storage tests also run on PostgreSQL: a throwaway server on a loopback port for the whole run
# (the unit tests' stores and the browser's fault test each make a database in it), removed afterwards.
if [ -z "${TEST_DATABASE_URL:-}" ]; then exec bash scripts/with-postgres.sh bash "$0" "$@"; fi
bash scripts/ensure-chromium.sh
# The fault tests run a real cluster: Redis and nginx (and PostgreSQL), installed from Debian when missing.
bash scripts/ensure-cluster-tools.sh

logs=$(mktemp -d "${TMPDIR:-/tmp}/infection-checks.XXXXXX")
export VITEST_SUMMARY_FILE="$logs/summary.jsonl"
names=()
cleanup() {
  for pid in $(jobs -p); do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
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
failed=0
# Says how each named part ended (the output of each one that failed), and remembers a failure.
report() {
  for name in "$@"; do
    if [ "$(cat "$logs/$name.rc" 2>/dev/null || echo 1)" = "0" ]; then
      echo "▸ $name ✓"
    else
      echo "▸ $name failed:"
      cat "$logs/$name.log"
      failed=1
    fi
  done
}

# 1. The builds.
check build npx vite build --logLevel warn
check build-e2e npx vite build --mode e2e --logLevel warn
wait
report build build-e2e
if [ "$failed" = "1" ]; then exit 1; fi

# 2. The browser tests in the foreground; the checks, then the unit tests, beside them.
(
  check typecheck npx tsc --noEmit -p tsconfig.json
  check typecheck-core npx tsc --noEmit -p tsconfig.core.json
  check lint npx eslint . --max-warnings 0
  check format npx prettier --check . --log-level warn
  check levels npx tsx scripts/levels-check.ts
  wait
  if npx vitest run --project unit >"$logs/unit.log" 2>&1; then echo 0; else echo 1; fi >"$logs/unit.rc"
) &
beside=$!
echo "▸ browser tests (the checks and the unit tests run beside them; their output follows)"
e2e=0
npx vitest run --project e2e || e2e=1
wait "$beside" || true
report typecheck typecheck-core lint format levels
echo "▸ unit tests:"
cat "$logs/unit.log"
if [ "$(cat "$logs/unit.rc" 2>/dev/null || echo 1)" != "0" ]; then failed=1; fi
if [ "$e2e" = "1" ]; then failed=1; fi

# 3. The fault tests, alone.
echo "▸ fault tests"
npx vitest run --project faults || failed=1

npx tsx scripts/test-summary.ts --file "$VITEST_SUMMARY_FILE" --runs 3
exit "$failed"
