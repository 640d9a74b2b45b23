# The web renderer (docs/operations.md#the-web-renderer) from what `npm run images` staged in
# artifacts/images/site/: its one bundle (web/dist-server, every dependency inside) and the built
# site it reads index.html and .vite/page-files.json from. No node_modules. Runs as `node`.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8090 \
    WEB_DIST=/app/web/dist
WORKDIR /app
COPY web/dist-server/ web/dist-server/
COPY web/dist/ web/dist/
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "web/dist-server/main.js"]
