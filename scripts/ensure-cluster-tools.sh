#!/usr/bin/env bash
# The club's cluster (npm run club:cluster) and its fault tests need Redis, nginx and PostgreSQL's server
# programs; install Debian's when one is missing (needs root or sudo, and apt-get).
set -euo pipefail
bash "$(dirname "$0")/ensure-postgres.sh"
missing=()
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the club's cluster…"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The club's cluster needs ${missing[*]} (Debian: apt-get install -y redis-server nginx)." >&2
  exit 1
fi
