# Offline base for nginx (docs/operations.md#the-real-engine): Debian's nginx (bookworm:
# 1.22) with envsubst and wget, and an entrypoint that does what the official image's does for
# web/Dockerfile's template: sources /docker-entrypoint.d/*.envsh, fills in
# /etc/nginx/templates/*.template into NGINX_ENVSUBST_OUTPUT_DIR (only the variables
# NGINX_ENVSUBST_FILTER names), then runs the command. Unprivileged (www-data); nginx < 1.27.3
# cannot re-resolve an upstream, so the entrypoint drops a trailing " resolve" from
# GATEWAY_UPSTREAM and RENDERER_UPSTREAM (the names are resolved once, at start).
ARG DEBIAN_IMAGE=nbp/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /etc/nginx/sites-enabled/* \
    && ln -sf /dev/stderr /var/log/nginx/error.log \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && mkdir -p /docker-entrypoint.d /etc/nginx/templates
COPY nginx-entrypoint.sh /docker-entrypoint.sh
USER www-data
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
