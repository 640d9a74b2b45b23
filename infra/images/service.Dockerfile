# The image of one service or the gateway, from what `npm run images` (scripts/images.ts) staged on
# the host in artifacts/images/<name>/, its build context: the root manifests, the workspace's
# production dependencies (npm ci --omit=dev --workspace, from the lockfile) and its compiled
# dist/. Nothing is installed or compiled here. Runs as the unprivileged `node` user; every file
# belongs to root and is read-only for it. Build arguments: NODE_IMAGE (Docker Hub's by default,
# nbp/node:24 offline), WORKSPACE (services/booking...), PORT.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
COPY . ./
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
# /healthz answers once migrations are applied and the server listens; start-period covers a
# first start that migrates a fresh database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the process (not npm/npx): it receives SIGTERM and shuts down gracefully.
CMD ["node", "--enable-source-maps", "dist/main.js"]
