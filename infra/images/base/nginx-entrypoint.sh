#!/bin/sh
# The offline nginx image's entrypoint (base/nginx.Dockerfile).
set -eu
for upstream in GATEWAY_UPSTREAM RENDERER_UPSTREAM; do
    eval "value=\${$upstream:-}"
    case "$value" in
        *' resolve')
            eval "export $upstream=\"\${value% resolve}\""
            echo "docker-entrypoint: nginx $(nginx -v 2>&1 | sed 's|.*/||') cannot re-resolve upstreams: $upstream without \"resolve\"" >&2
            ;;
    esac
done
for f in /docker-entrypoint.d/*; do
    [ -e "$f" ] || continue
    case "$f" in
        *.envsh) . "$f" ;;
        *.sh) "$f" ;;
    esac
done
out="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
filter="${NGINX_ENVSUBST_FILTER:-}"
defined=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" </dev/null))
for template in /etc/nginx/templates/*.template; do
    [ -e "$template" ] || continue
    name=$(basename "$template" .template)
    envsubst "$defined" <"$template" >"$out/$name"
done
exec "$@"
