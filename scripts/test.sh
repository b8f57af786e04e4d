#!/usr/bin/env bash
# Every check and test; the last line is the plain summary of every Vitest run:
#   vitest: N passed, N failed, N skipped
#
# The order keeps both cores full (the browser files alone do: Chromium drawing the canvas):
#   1. the two builds side by side: the browser tests' (dist-e2e/, with its test hooks) and the shipped
#      game's (dist/, which a browser test checks holds no hook);
#   2. the unit files, the only tests running, on both cores;
#   3. the browser files in two lanes: most of them one at a time in the first, and beside them at the
#      lowest CPU priority a share of them (BESIDE_BROWSER); the two service-worker files, which mostly
#      wait, beside both;
#   and from the unit files to the end of the browser files, at the lowest CPU priority, the checks (two
#   type-checks, lint, formatting, levels);
#   4. the fault tests last, without the rest: they kill and restart club processes and count what comes
#      back; in three lanes, as each mostly waits.
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
# shellcheck source=scripts/stop-jobs.sh
. scripts/stop-jobs.sh
cleanup() {
  # A second signal (scripts/with-postgres.sh stops this script too) must not cut the cleanup short.
  trap '' INT TERM
  stop_jobs
  rm -rf "$logs"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# Runs a named part with its output, exit status and seconds kept in $logs.
run() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" >"$logs/$name.log" 2>&1 || status=1
  echo "$status" >"$logs/$name.rc"
  echo $((SECONDS - started)) >"$logs/$name.secs"
}
failed=0
# Says how each named part ended (the output of each one that failed), and remembers a failure.
report() {
  for name in "$@"; do
    if [ "$(cat "$logs/$name.rc" 2>/dev/null || echo 1)" = "0" ]; then
      echo "▸ $name ✓ ($(cat "$logs/$name.secs") s)"
    else
      echo "▸ $name failed:"
      cat "$logs/$name.log"
      failed=1
    fi
  done
}

# 1. The builds.
run build npx vite build --logLevel warn &
run build-e2e npx vite build --mode e2e --logLevel warn &
wait
report build build-e2e
if [ "$failed" = "1" ]; then exit 1; fi

# 2. The unit files first, the only tests running, on both cores and sharing each worker's module cache (--no-isolate:
#    importing every file's modules afresh was two thirds of their time). Beside the browser files, even
#    at the lowest priority, they got only the moments Chromium left: four times their time alone.
#    Beside them from here on, at the lowest CPU priority (nice 19), the checks: two type-checks, lint,
#    formatting and levels. They take what the tests leave idle: a third of both cores while the unit
#    files' modules are first transformed, and moments between the browser files.
(
  for part in "typecheck npx tsc --noEmit -p tsconfig.json" \
    "typecheck-core npx tsc --noEmit -p tsconfig.core.json" \
    "lint npx eslint . --max-warnings 0" \
    "format npx prettier --check . --log-level warn" \
    "levels npx tsx scripts/levels-check.ts"; do
    # shellcheck disable=SC2086 # each part is a name and a plain command line
    run ${part%% *} nice -n 19 ${part#* }
  done
) &
checks=$!
echo "▸ unit tests"
started=$SECONDS
npx vitest run --project unit --maxWorkers 2 --no-isolate &
wait $! || failed=1
echo "▸ unit tests: $((SECONDS - started)) s"

# 3. The browser files in two lanes, and the two service-worker files (offline, new-version) beside them
#    in a process of their own: they mostly wait on Chromium. The first lane, in the foreground, takes
#    most of the files. The second, at the lowest CPU priority (nice 19), runs its share: files that time
#    nothing and start no club process of their own, so running beside another browser file changes only
#    their speed. (A third lane was tried: the two cores are already full, Chromium lifts its renderers
#    back to nice 0, and the first lane took 510 s instead of 420.)
BESIDE_BROWSER=(editor play my-games screenshots links world refused-links challenge-once spectate accounts
  oxono-two-players oxono-fallbacks oxono-computer menus)
beside_files=()
for name in "${BESIDE_BROWSER[@]}"; do beside_files+=("tests/e2e/$name.test.ts"); done
# The two service-worker files mostly wait: Chromium holds the first update check after an install for
# up to a minute (tests/e2e/new-version.test.ts). They run in a process of their own from the start, so
# that wait overlaps the lanes' work instead of ending the first lane.
waiting_files=(tests/e2e/offline.test.ts tests/e2e/new-version.test.ts)
# The first lane's files by name (a project's own include wins over --exclude): every browser file but
# those. The fault project's files among them are not the e2e project's, so Vitest leaves them out.
first_files=()
for file in tests/e2e/*.test.ts; do
  case " ${beside_files[*]} ${waiting_files[*]} " in *" $file "*) ;; *) first_files+=("$file") ;; esac
done
run browser-waiting npx vitest run --project e2e "${waiting_files[@]}" &
waiting=$!
run browser-beside nice -n 19 npx vitest run --project e2e "${beside_files[@]}" &
beside=$!
echo "▸ browser tests (${#beside_files[@]} browser files and the checks run beside them; their output follows)"
started=$SECONDS
# In the background and waited for, so that a signal is handled at once (bash runs a trap only once a
# command in the foreground has ended).
npx vitest run --project e2e "${first_files[@]}" &
wait $! || failed=1
echo "▸ browser tests: $((SECONDS - started)) s"
wait "$beside" || true
wait "$waiting" || true
wait "$checks" || true
report typecheck typecheck-core lint format levels
for lane in browser-beside browser-waiting; do
  echo "▸ $lane ($(cat "$logs/$lane.secs" 2>/dev/null || echo '?') s):"
  cat "$logs/$lane.log"
  if [ "$(cat "$logs/$lane.rc" 2>/dev/null || echo 1)" != "0" ]; then failed=1; fi
done

# 4. The fault tests, without the rest, in three lanes: the clusters' (the server's, then the browsers'),
#    the browsers' restarts of one process (Ataxx's, then Oxono's), and the server's restart of one
#    process. Each mostly waits on processes coming back, so the three together take little more than
#    the longest. (The two cluster files side by side broke each other's games: they stay one lane.)
echo "▸ fault tests (the clusters', the browsers' restarts and the server's restart; their output follows)"
started=$SECONDS
npx vitest run --project faults tests/e2e/one-process-restart.test.ts tests/e2e/oxono-restart.test.ts \
  >"$logs/faults-restart.log" 2>&1 &
restarts=$!
npx vitest run --project faults tests/server/one-process-restart.test.ts >"$logs/faults-server-restart.log" 2>&1 &
server_restart=$!
npx vitest run --project faults tests/server/cluster-faults.test.ts tests/e2e/cluster-faults.test.ts &
wait $! || failed=1
wait "$restarts" || failed=1
wait "$server_restart" || failed=1
cat "$logs/faults-restart.log" "$logs/faults-server-restart.log"
echo "▸ fault tests: $((SECONDS - started)) s"

npx tsx scripts/test-summary.ts --file "$VITEST_SUMMARY_FILE" --runs 7
exit "$failed"
