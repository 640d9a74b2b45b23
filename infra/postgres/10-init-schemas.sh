#!/bin/sh
# PostgreSQL bootstrap for the Docker stack: one database, one schema per service (and one for its
# jobs, <service>_jobs), one login role per service that owns both and finds its own first on its
# search_path. The official image runs this once, when the data volume is empty
# (docker-entrypoint-initdb.d). It is idempotent, so an operator may run it again by hand (as a
# superuser, with the same variables) to rotate passwords, or to add the jobs schemas to an old volume.
#
# Locally (npm start, npm test: no Docker) none of this is used: every service connects as the
# postgres superuser, and the kit's migrate() runs `create schema if not exists "<service>"` before
# applying the migrations, so the schema appears by itself.
#
# Input (environment):
#   APP_DB (default: $POSTGRES_DB, then nbp)          the application database
#   CATALOGUE_DB_PASSWORD PRICING_DB_PASSWORD BOOKING_DB_PASSWORD
#   NOTIFICATION_DB_PASSWORD IDENTITY_DB_PASSWORD     one password per service role (required)
#   POSTGRES_USER (default postgres), PGHOST/PGPORT   how psql reaches the server as a superuser
#
# The whole body runs in a subshell: the image's entrypoint *sources* a script that is not
# executable, and strict shell options or an `exit` must not leak into the entrypoint itself.
(
  set -eu

  db="${APP_DB:-${POSTGRES_DB:-nbp}}"
  superuser="${POSTGRES_USER:-postgres}"

  run_sql() {
    # The SQL comes on stdin; values travel as psql variables (:'x' literal, :"x" identifier),
    # never spliced into the text, so a password with quotes cannot break out.
    psql -v ON_ERROR_STOP=1 --no-psqlrc --quiet --username "$superuser" "$@"
  }

  for service in catalogue pricing booking notification identity; do
    var="$(echo "$service" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
    eval "password=\${$var:-}"
    if [ -z "$password" ]; then
      echo "10-init-schemas.sh: $var is not set; every service role needs its own password" >&2
      exit 1
    fi
  done

  run_sql --dbname postgres -v db="$db" <<'SQL'
set client_min_messages = warning;
select format('create database %I', :'db')
where not exists (select from pg_database where datname = :'db') \gexec
-- Only the service roles (and superusers) may connect.
select format('revoke all on database %I from public', :'db') \gexec
SQL

  # Booking's exclusion constraint (no two bookings of one boat on overlapping dates) needs
  # btree_gist. Creating an extension is a database-level act, so it happens here, once, as the
  # superuser; booking's own migration then finds it (`create extension if not exists`).
  run_sql --dbname "$db" <<'SQL'
set client_min_messages = warning;
create extension if not exists btree_gist;
SQL

  for service in catalogue pricing booking notification identity; do
    var="$(echo "$service" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
    eval "password=\${$var}"
    run_sql --dbname "$db" -v role="$service" -v password="$password" -v db="$db" <<'SQL'
set client_min_messages = warning;
select format('create role %I login', :'role')
where not exists (select from pg_roles where rolname = :'role') \gexec
alter role :"role" with login nosuperuser nocreatedb nocreaterole noinherit password :'password';
-- CREATE on the database: the kit's migrate() always runs `create schema if not exists`, and
-- PostgreSQL checks that privilege before it notices that the schema is already there.
grant connect, create, temporary on database :"db" to :"role";
create schema if not exists :"role" authorization :"role";
alter schema :"role" owner to :"role";
alter role :"role" in database :"db" set search_path = :"role";
-- The service's job runner (pg-boss, docs/jobs.md#where-the-jobs-live) keeps its tables in a schema
-- of its own, owned by the same role; the runner would create it by itself (CREATE above), this
-- makes its owner explicit. Never on the search_path: every statement of the runner names it.
select format('create schema if not exists %I authorization %I', :'role' || '_jobs', :'role') \gexec
select format('alter schema %I owner to %I', :'role' || '_jobs', :'role') \gexec
SQL
    echo "10-init-schemas.sh: role and schemas \"$service\", \"${service}_jobs\" ready in database \"$db\""
  done
)
