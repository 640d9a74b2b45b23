#!/bin/sh
# The real Docker engine on this machine, idempotently (docs/operations.md#the-real-engine):
# installs what is missing with apt-get (Debian's docker.io 20.10, docker-compose 1.29 and
# debootstrap, which `npm run images -- --offline` uses), starts dockerd in the background when
# `docker info` does not answer, and waits until it does. Nothing here pulls an image.
#   sh scripts/docker-engine.sh          (npm run docker:engine)
# Its log: artifacts/dockerd.log (ignored by git), or DOCKERD_LOG.
set -eu
ROOT=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
LOG=${DOCKERD_LOG:-$ROOT/artifacts/dockerd.log}
WAIT=${DOCKERD_WAIT_SECONDS:-60}

missing=""
command -v dockerd >/dev/null 2>&1 || missing="$missing docker.io"
command -v docker-compose >/dev/null 2>&1 || missing="$missing docker-compose"
command -v debootstrap >/dev/null 2>&1 || missing="$missing debootstrap"
if [ -n "$missing" ]; then
    echo "docker-engine: installing$missing"
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
fi

if docker info >/dev/null 2>&1; then
    echo "docker-engine: dockerd answers ($(docker version --format '{{.Server.Version}}'))"
    exit 0
fi

mkdir -p "$(dirname "$LOG")"
echo "docker-engine: starting dockerd (log: $LOG)"
# setsid: the daemon outlives the shell that started it.
setsid dockerd >>"$LOG" 2>&1 </dev/null &
i=0
until docker info >/dev/null 2>&1; do
    i=$((i + 1))
    if [ "$i" -gt "$WAIT" ]; then
        echo "docker-engine: dockerd did not answer within ${WAIT}s; the end of $LOG:" >&2
        tail -n 30 "$LOG" >&2
        exit 1
    fi
    sleep 1
done
echo "docker-engine: dockerd answers after ${i}s ($(docker version --format '{{.Server.Version}}'), storage $(docker info --format '{{.Driver}}'), cgroup v$(docker info --format '{{.CgroupVersion}}'))"
