#!/bin/sh
# The offline PostgreSQL image's entrypoint (base/postgres.Dockerfile); the official image's
# behaviour that docker-compose.yml relies on: POSTGRES_PASSWORD, POSTGRES_USER, POSTGRES_DB and
# the init scripts, run once on an empty data directory.
set -eu
if [ "${1:-postgres}" != postgres ]; then exec "$@"; fi
superuser="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set for the first start}"
    pwfile=$(mktemp)
    printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
    initdb -D "$PGDATA" --username="$superuser" --pwfile="$pwfile" --encoding=UTF8 \
        --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
    # Socket only while initialising: nothing outside is let in before the roles exist.
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    export PGUSER="$superuser"
    db="${POSTGRES_DB:-$superuser}"
    if [ "$db" != postgres ]; then
        psql -v ON_ERROR_STOP=1 --no-psqlrc --dbname postgres -v db="$db" <<'SQL'
select format('create database %I', :'db') where not exists (select from pg_database where datname = :'db') \gexec
SQL
    fi
    for f in /docker-entrypoint-initdb.d/*; do
        case "$f" in
            *.sh) echo "docker-entrypoint: running $f"; if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
            *.sql) echo "docker-entrypoint: running $f"; psql -v ON_ERROR_STOP=1 --no-psqlrc --dbname "$db" -f "$f" ;;
        esac
    done
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    echo "docker-entrypoint: database initialised"
fi
shift || true
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
