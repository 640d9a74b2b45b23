# PostgreSQL with the product's init script (infra/postgres/10-init-schemas.sh: roles, schemas,
# grants), run by the image's entrypoint on the first start with an empty volume. Context:
# infra/postgres. POSTGRES_IMAGE: Docker Hub's, or nbp/postgres:15-bookworm offline.
ARG POSTGRES_IMAGE=postgres:16-alpine
FROM ${POSTGRES_IMAGE}
COPY 10-init-schemas.sh /docker-entrypoint-initdb.d/10-init-schemas.sh
