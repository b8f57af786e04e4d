#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: a new cluster in a temporary folder on a free
# loopback port, TEST_DATABASE_URL exported to the command, and afterwards, pass or fail, the server
# stopped and the folder removed. Usage: bash scripts/with-postgres.sh npx vitest run
# When TEST_DATABASE_URL is already set, the command runs against that server instead.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi
bash "$(dirname "$0")/ensure-postgres.sh"
bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)

# PostgreSQL refuses to run as root; tests run as root in CI, so the server runs as `postgres` there.
as_server_user() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=${TEST_POSTGRES_PORT:-54329}
while port_in_use "$port"; do port=$((port + 1)); done

folder=$(mktemp -d "${TMPDIR:-/tmp}/infection-postgres.XXXXXX")
if [ "$(id -u)" = "0" ]; then chown postgres: "$folder"; fi
# shellcheck source=scripts/stop-jobs.sh
. "$(dirname "$0")/stop-jobs.sh"
# The command's own processes are stopped before the server they talk to.
stop_server() {
  # A second signal (a process group's, after the first) must not cut the cleanup short.
  trap '' INT TERM
  stop_jobs
  if [ -f "$folder/data/postmaster.pid" ]; then
    as_server_user "$bin/pg_ctl" -D "$folder/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$folder"
}
trap stop_server EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

started=$(date +%s%N)
as_server_user "$bin/initdb" -D "$folder/data" -U postgres --auth=trust --no-locale -E UTF8 --no-sync \
  >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 1; }
# A test server: durability off (fsync, synchronous commit) because the folder is thrown away anyway.
if ! as_server_user "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $folder -c fsync=off -c synchronous_commit=off \
      -c full_page_writes=off" start >/dev/null; then
  cat "$folder/server.log" >&2
  exit 1
fi
as_server_user "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres infection_test
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, ready in" \
  "$(( ($(date +%s%N) - started) / 1000000 )) ms"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/infection_test"
status=0
# In the background and waited for, so that a signal stops the command and the server at once (bash
# runs a trap only once a command in the foreground has ended).
"$@" &
wait $! || status=$?
exit "$status"
