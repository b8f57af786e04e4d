# Sourced by scripts/test.sh and scripts/with-postgres.sh: `stop_jobs` stops this shell's background jobs
# and every process under them, then waits for them. npx starts Vitest, which starts workers, which start
# Chromium and club processes: a signal to the job alone would leave all of those running.

# Every process under $1, children before their own children.
descendants() {
  local child
  for child in $(pgrep -P "$1"); do
    echo "$child"
    descendants "$child"
  done
}

stop_jobs() {
  local pids
  pids=$(for job in $(jobs -p); do
    echo "$job"
    descendants "$job"
  done)
  # shellcheck disable=SC2086 # a list of process ids
  if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; fi
  wait 2>/dev/null || true
}
