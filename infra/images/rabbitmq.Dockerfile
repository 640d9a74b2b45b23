# RabbitMQ with its management plugin, as compose runs it. RABBITMQ_IMAGE: Docker Hub's, or
# nbp/rabbitmq:bookworm offline (Debian's rabbitmq-server, infra/images/base/).
ARG RABBITMQ_IMAGE=rabbitmq:3.13-management-alpine
FROM ${RABBITMQ_IMAGE}
