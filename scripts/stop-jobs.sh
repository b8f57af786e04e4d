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

# The processes named, and every process under each.
tree() {
  for top in "$@"; do
    echo "$top"
    descendants "$top"
  done
}

stop_jobs() {
  local jobs_now pids="" now fresh
  # (`jobs` sees this shell's jobs only outside a pipeline.)
  jobs_now=$(jobs -p)
  # Walking the tree takes a moment, in which a job may start its next command (the checks go from lint
  # to Prettier): that one would be missed, and outlive the run. So the tree is frozen first (SIGSTOP),
  # walked again until the walk finds nothing new, and only then stopped and woken to take the signal.
  while true; do
    # shellcheck disable=SC2086 # a list of process ids
    now=$(tree $jobs_now | sort -u)
    fresh=$(comm -13 <(echo "$pids") <(echo "$now") | grep . || true)
    if [ -z "$fresh" ]; then break; fi
    # shellcheck disable=SC2086 # a list of process ids
    kill -STOP $fresh 2>/dev/null || true
    pids=$(printf '%s\n%s\n' "$pids" "$fresh" | grep . | sort -u)
  done
  if [ -n "$pids" ]; then
    # shellcheck disable=SC2086 # a list of process ids
    kill -TERM $pids 2>/dev/null || true
    # shellcheck disable=SC2086
    kill -CONT $pids 2>/dev/null || true
  fi
  wait 2>/dev/null || true
}
