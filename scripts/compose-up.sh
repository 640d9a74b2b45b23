#!/bin/sh
# `docker compose up -d --wait` for Debian's docker-compose 1.29, which has no --wait
# (docs/operations.md#the-real-engine): starts the stack from the built images (`npm run images`;
# nothing is built or pulled here), then polls every container's health until all are healthy,
# and prints how long that took. Compose v2 (`docker compose`) is used with its own --wait when
# present. Extra arguments go to `up` (e.g. --scale booking=3).
#   sh scripts/compose-up.sh [up arguments]        (npm run compose:up)
# COMPOSE_WAIT_SECONDS (180): give up after that long, listing what is not healthy.
set -eu
cd "$(dirname -- "$0")/.."
LIMIT=${COMPOSE_WAIT_SECONDS:-180}
start=$(date +%s)
if docker compose version >/dev/null 2>&1; then
    docker compose up -d --no-build --wait --wait-timeout "$LIMIT" "$@"
    echo "compose-up: healthy after $(($(date +%s) - start)) s"
    exit 0
fi
docker-compose up -d --no-build "$@"
while :; do
    ids=$(docker-compose ps -q)
    pending=$(docker inspect --format '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' $ids \
        | grep -v ' healthy$' || true)
    if [ -z "$pending" ]; then
        echo "compose-up: $(echo "$ids" | wc -w) containers healthy after $(($(date +%s) - start)) s"
        exit 0
    fi
    if [ $(($(date +%s) - start)) -ge "$LIMIT" ]; then
        echo "compose-up: not healthy after ${LIMIT} s:" >&2
        echo "$pending" >&2
        exit 1
    fi
    sleep 1
done
