# maildev, the SMTP catcher compose starts (docs/operations.md#the-mail-viewer), the same version
# as Docker Hub's maildev/maildev:2.2.1, from artifacts/images/maildev/ (its production install,
# made on the host by `npm run images`). wget for compose's health check. Runs as `node`.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    MAILDEV_SMTP_PORT=1025 \
    MAILDEV_WEB_PORT=1080
RUN apt-get update \
    && apt-get install -y --no-install-recommends wget \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*
WORKDIR /app
COPY . ./
USER node
EXPOSE 1025 1080
CMD ["node", "node_modules/maildev/bin/maildev"]
