#!/usr/bin/env bash
# Starts a private, throwaway PostgreSQL cluster on 127.0.0.1 and prints its URL.
#   scripts/pg-throwaway.sh start [PORT]   -> prints postgres://... ; data dir in $PG_THROWAWAY_DIR file
#   scripts/pg-throwaway.sh stop DIR
# Never touches the system cluster.
set -euo pipefail
cmd=${1:-start}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || bin=$(dirname "$(command -v initdb)")
if [ "$cmd" = stop ]; then
  dir=$2
  if [ "$(id -u)" = 0 ]; then
    su postgres -s /bin/sh -c "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true
  else
    "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit 0
fi
port=${2:-54329}
dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
run() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
run "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >"$dir/initdb.log" 2>&1
run "$bin/pg_ctl -D $dir/data -l $dir/pg.log -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -w start" >/dev/null
psql -h 127.0.0.1 -p "$port" -U postgres -qc 'create database puja_test' >/dev/null
echo "$dir"
echo "postgres://postgres@127.0.0.1:$port/puja_test"
