#!/bin/sh
# The Debian base every offline image starts from (docs/operations.md#the-real-engine),
# made once and kept in Docker's store as nbp/debian:bookworm (or $1): debootstrap's minbase of
# bookworm from Debian's mirror, trimmed like Docker Hub's -slim images (no documentation, man
# pages or translations, now or in what apt installs later; no recommended packages), then
# imported. Needs root (debootstrap) and the engine. About a minute here.
#   sh infra/images/debian-base.sh [image] [mirror]
set -eu
IMAGE=${1:-nbp/debian:bookworm}
MIRROR=${2:-${DEBIAN_MIRROR:-http://deb.debian.org/debian}}
if docker image inspect "$IMAGE" >/dev/null 2>&1; then
    echo "debian-base: $IMAGE is already in Docker's store"
    exit 0
fi
DIR=${DEBOOTSTRAP_DIR:-/var/tmp/nbp-debootstrap/rootfs}
if [ ! -f "$DIR/etc/debian_version" ]; then
    rm -rf "$DIR"
    mkdir -p "$DIR"
    echo "debian-base: debootstrap --variant=minbase bookworm $DIR $MIRROR"
    debootstrap --variant=minbase bookworm "$DIR" "$MIRROR" >"$DIR.log" 2>&1 \
        || { tail -n 20 "$DIR.log" >&2; exit 1; }
fi
SECURITY=$(echo "$MIRROR" | sed 's|/debian/*$|/debian-security|')
cat >"$DIR/etc/apt/sources.list" <<LIST
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb $SECURITY bookworm-security main
LIST
cat >"$DIR/etc/dpkg/dpkg.cfg.d/01-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
CFG
cat >"$DIR/etc/apt/apt.conf.d/01-slim" <<'CFG'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
CFG
find "$DIR/usr/share/doc" -mindepth 1 ! -name copyright ! -type d -delete 2>/dev/null || true
rm -rf "$DIR"/usr/share/man/* "$DIR"/usr/share/info/* "$DIR"/var/cache/apt/archives/*.deb \
    "$DIR"/var/cache/apt/*.bin "$DIR"/var/lib/apt/lists/* "$DIR"/tmp/* "$DIR"/var/log/*.log
find "$DIR/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
tar -C "$DIR" -c . | docker import --change 'CMD ["/bin/bash"]' - "$IMAGE" >/dev/null
rm -rf "$DIR" "$DIR.log"
echo "debian-base: $IMAGE imported ($(docker image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%d MB", $1 / 1000000 }'))"
