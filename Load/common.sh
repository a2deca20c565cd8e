# Functions the Load scripts share; sourced, not run.

# wait_up URL: waits (up to 10 s) until the server at URL answers.
wait_up() {
    for _ in $(seq 100); do curl -fs -o /dev/null "$1/favicon.ico" && return 0; sleep 0.1; done
    echo "the server at $1 did not come up" >&2
    return 1
}

# baseline URL: the rate of a trivial route (the favicon) served by the process at URL, with
# the connections the phases use; every phase's rate is also given as a fraction of it, since
# machines here differ by a factor of two from run to run.
baseline() {
    wrk -t2 -c32 -d"${DURATION}s" "$1/favicon.ico" | awk '/Requests\/sec/ { printf "%d", $2 }'
}

# report LABEL WRK_OUTPUT BASELINE: prints wrk's rate, latencies and counts, and the rate as a
# fraction of BASELINE; sets RATE.
report() {
    local label=$1 out=$2 base=$3
    echo "$out" | grep -E "Requests/sec|50%|99%|events|errors|Socket"
    RATE=$(echo "$out" | awk '/Requests\/sec/ { printf "%d", $2 }')
    awk -v rate="$RATE" -v base="$base" -v label="$label" \
        'BEGIN { printf "-- %s: %d requests/s = %.3f of the trivial route (%d/s)\n", label, rate, rate / base, base }'
}

# The private PostgreSQL cluster of a Load script: initdb in SCRATCH/pg, on PGPORT, stopped by
# stop_postgres (call it from the script's EXIT trap). Sets PGURL; returns 1 without initdb.
PGDATA_DIR=
PGBIN=$(dirname "$(command -v initdb 2>/dev/null || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | tail -1 || echo /nonexistent/initdb)")
# as_postgres COMMAND…: a PostgreSQL tool as the postgres user when this is root, started in /
# (the caller's folder may be one that user cannot enter).
as_postgres() { if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi; }
start_postgres() {
    [ -x "$PGBIN/initdb" ] || return 1
    PGDATA_DIR="$SCRATCH/pg"
    mkdir -p "$PGDATA_DIR"
    if [ "$(id -u)" = 0 ]; then chown -R postgres "$SCRATCH"; fi
    as_postgres "$PGBIN/initdb" -D "$PGDATA_DIR" -A trust -U postgres -E UTF8 --locale=C >/dev/null
    as_postgres "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -l "$SCRATCH/pg.log" -w \
        -o "-p $PGPORT -k $SCRATCH -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
    PGURL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
}
stop_postgres() {
    if [ -n "$PGDATA_DIR" ]; then as_postgres "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m immediate stop >/dev/null 2>&1 || true; fi
}
