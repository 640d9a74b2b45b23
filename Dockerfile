# syntax=docker/dockerfile:1
# One image recipe for every Node process of the product (the five services and the gateway);
# docker-compose.yml picks which one with two build arguments, and `npm run lint` checks them
# against the registry of services (services/shared/contracts/src/services.ts):
#   docker build --build-arg WORKSPACE=services/booking --build-arg PORT=4103 -t nbp-booking .
#   docker build --build-arg WORKSPACE=gateway --build-arg PORT=8080 -t nbp-gateway .
# Build context: the repository root, because every image also needs the shared workspaces;
# .dockerignore keeps host node_modules and tests out.
#
# The process runs JavaScript compiled once at build time (scripts/build.ts, esbuild): nothing
# transpiles TypeScript when a container starts.

ARG NODE_IMAGE=node:24-bookworm-slim

# 0. The manifests alone: npm ci checks the lockfile against every workspace the root
#    package.json lists, so every workspace's package.json is needed, not just the one built.
#    Copied first and alone, they keep the install layers cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/shared/contracts/package.json services/shared/contracts/
COPY services/shared/kit/package.json services/shared/kit/
COPY services/catalogue/package.json services/catalogue/
COPY services/pricing/package.json services/pricing/
COPY services/booking/package.json services/booking/
COPY services/notification/package.json services/notification/
COPY services/identity/package.json services/identity/
COPY gateway/package.json gateway/
COPY web/package.json web/

# 1. Production dependencies of this workspace (and of the kit and contracts it links) only.
FROM manifests AS deps
ARG WORKSPACE
ARG PORT
RUN test -n "$WORKSPACE" && test -n "$PORT" \
    || { echo 'build arguments WORKSPACE and PORT are required (e.g. services/booking and 4103)' >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --workspace "$WORKSPACE" --include-workspace-root=false --no-audit --no-fund

# 2. The build: the root's tools (esbuild) and the sources, compiled to <workspace>/dist.
FROM manifests AS build
ARG WORKSPACE
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --workspace "$WORKSPACE" --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY scripts/build.ts scripts/
COPY services/ services/
COPY gateway/ gateway/
RUN node scripts/build.ts "$(basename "$WORKSPACE")"

# 3. Runtime: Node, the production dependencies and the compiled code. Everything belongs to root
#    and is read-only for the `node` user the process runs as.
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/${WORKSPACE}/dist/ ${WORKSPACE}/dist/
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
# /healthz answers once migrations are applied and the server listens; start-period covers a
# first start that migrates a fresh database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the process (not npm/npx): it receives SIGTERM and shuts down gracefully.
CMD ["node", "--enable-source-maps", "dist/main.js"]
