# Spoken: one image serving the web app, GraphQL over HTTP and WebSocket, and media, and running
# the media jobs (ffmpeg from Debian) in the same process. WORKER=only makes it a job worker alone,
# WORKER=off an instance that leaves jobs to others (README.md, "Deploying"). postgresql-client:
# pg_dump and psql for npm run backup and restore (README.md, "Backup and restore"); Debian 13's
# is PostgreSQL 17's, the version compose runs. bubblewrap: each ffmpeg and ffprobe run is
# confined to its own files (MEDIA_SANDBOX, README.md, "Deploying": the container needs user
# namespaces).
FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:24-trixie-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg bubblewrap tini postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data WORKER=in-process
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/web/dist ./web/dist
COPY common ./common
COPY server ./server
COPY schema ./schema
# The operations the built clients send, which production answers alone (server/graphql/trustedDocuments.ts).
COPY web/src/__generated__/persisted-documents.json ./web/src/__generated__/persisted-documents.json
COPY web/live/src/__generated__/persisted-documents.json ./web/live/src/__generated__/persisted-documents.json
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "server/main.ts"]
