#!/bin/sh
# The offline RabbitMQ image's entrypoint (base/rabbitmq.Dockerfile): the default user from the
# environment, written to the config file the server reads, then the server itself.
set -eu
{
    echo "loopback_users = none"
    echo "listeners.tcp.default = 5672"
    echo "management.tcp.port = 15672"
    if [ -n "${RABBITMQ_DEFAULT_USER:-}" ]; then
        echo "default_user = ${RABBITMQ_DEFAULT_USER}"
        echo "default_pass = ${RABBITMQ_DEFAULT_PASS:-}"
    fi
} >/var/lib/rabbitmq/rabbitmq.conf
if [ "${1:-}" = rabbitmq-server ]; then exec /usr/lib/rabbitmq/bin/rabbitmq-server; fi
exec "$@"
