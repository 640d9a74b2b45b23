# nginx with the built site (artifacts/images/site/ from `npm run images`), the same settings as
# web/Dockerfile's runtime stage: the template infra/nginx/nginx.conf.template filled in at every
# start into /tmp by the entrypoint, unprivileged, port 8080. NGINX_IMAGE: Docker Hub's
# nginx-unprivileged, or nbp/nginx:bookworm offline (Debian's nginx, infra/images/base/).
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
FROM ${NGINX_IMAGE}
ENV LISTEN_PORT=8080 \
    WEB_ROOT=/usr/share/nginx/html \
    GATEWAY_UPSTREAM="gateway:8080 resolve" \
    RENDERER_UPSTREAM="renderer:8090 resolve" \
    RESOLVER=127.0.0.11 \
    NGINX_PREFIX=/tmp \
    MIME_TYPES=/etc/nginx/mime.types \
    ERROR_LOG=/dev/stderr \
    ACCESS_LOG=/dev/stdout \
    PUBLIC_URL=http://localhost:8080 \
    COOKIE_SECURE=false \
    PAGE_RATE=10r/s \
    PAGE_BURST=60 \
    TRUSTED_TERMINATORS="" \
    NGINX_ENVSUBST_OUTPUT_DIR=/tmp \
    NGINX_ENVSUBST_FILTER="^(LISTEN_PORT|WEB_ROOT|GATEWAY_UPSTREAM|RENDERER_UPSTREAM|RESOLVER|NGINX_PREFIX|MIME_TYPES|ERROR_LOG|ACCESS_LOG|PUBLIC_URL|COOKIE_SECURE|PAGE_RATE|PAGE_BURST|REAL_IP_FROM|SHELL_PAGES)"
# Plain COPY (the classic builder has no --chmod): the staged scripts keep the repository's mode.
COPY nginx/nginx.conf.template /etc/nginx/templates/nginx.conf.template
COPY nginx/15-trusted-terminators.envsh nginx/16-shell-pages.envsh /docker-entrypoint.d/
COPY web/dist/ /usr/share/nginx/html/
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-c", "/tmp/nginx.conf", "-g", "daemon off;"]
