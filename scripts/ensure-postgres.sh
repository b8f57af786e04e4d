#!/usr/bin/env bash
# The storage tests also run on a real PostgreSQL server; install Debian's when it is missing (needs root
# and apt-get). Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off the PATH.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql for the storage tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
else
  echo "The storage tests need PostgreSQL's server programs (Debian: apt-get install -y postgresql)," >&2
  echo "or TEST_DATABASE_URL pointing at a database they may fill and empty." >&2
  exit 1
fi
