# Offline base for PostgreSQL (docs/operations.md#the-real-engine): Debian's own server
# (bookworm: PostgreSQL 15) with an entrypoint that does what the official image's does for this
# product: a first start on an empty volume runs initdb, POSTGRES_DB, then
# /docker-entrypoint-initdb.d/*.sh; every start runs `postgres` listening on every address.
ARG DEBIAN_IMAGE=nbp/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-15 \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/* \
    && mkdir -p /docker-entrypoint-initdb.d /var/lib/postgresql/data /var/run/postgresql \
    && chown postgres:postgres /var/lib/postgresql/data /var/run/postgresql \
    && chmod 700 /var/lib/postgresql/data
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER postgres
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
