# Offline base for the Node images (docs/operations.md#the-real-engine): the Debian base
# made with debootstrap, and the project's own Node binary (the `node` devDependency, 24.x) copied
# in; a `node` user (uid 1000) as in Docker Hub's node images. Context: a folder holding `node`.
ARG DEBIAN_IMAGE=nbp/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
RUN groupadd --gid 1000 node \
    && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
    && node --version
CMD ["node"]
