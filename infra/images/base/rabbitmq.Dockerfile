# Offline base for RabbitMQ (docs/operations.md#the-real-engine): Debian's
# rabbitmq-server (bookworm: 3.10) with the management plugin, run as the rabbitmq user, logging
# to stdout; RABBITMQ_DEFAULT_USER/RABBITMQ_DEFAULT_PASS as in the official image.
ARG DEBIAN_IMAGE=nbp/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends rabbitmq-server \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/* \
    && rabbitmq-plugins enable --offline rabbitmq_management >/dev/null \
    && chown -R rabbitmq:rabbitmq /etc/rabbitmq /var/lib/rabbitmq
ENV RABBITMQ_LOGS=- \
    RABBITMQ_CONFIG_FILE=/var/lib/rabbitmq/rabbitmq.conf \
    HOME=/var/lib/rabbitmq
COPY rabbitmq-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER rabbitmq
EXPOSE 5672 15672
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["rabbitmq-server"]
