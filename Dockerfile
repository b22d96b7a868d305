# syntax=docker/dockerfile:1
# Yolda's container image (docs/decisions/0071, docs/operations.md): build the site in one stage, then run it
# on a slim official Node image with the production dependencies, the built site, the entry
# point, the migrations and the receipt fonts only. Not root. SIGTERM drains (SHUTDOWN_DRAIN_MS).
#
#   docker build -t yolda:$(git rev-parse --short HEAD) .
#   docker build --build-arg NODE_IMAGE=node:24.21.0-bookworm-slim -t yolda .
#
# The app needs Node 24 (package.json pins 24.21.0 through the `node` devDependency; the build
# stage's `npm run` uses that pinned binary, the runtime runs the image's own node).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- build: every dependency, then `npm run build` (React Router, islands, pre-compression) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SHUTDOWN_DRAIN_MS=10000 \
    YOLDA_BUILD_DIR=/app/build \
    MIGRATIONS_DIR=/app/drizzle \
    RECEIPT_FONTS_DIR=/app/fonts \
    DATA_DIR=/var/lib/yolda
WORKDIR /app
# Everything the server reads is owned by root and read-only to the `node` user (uid 1000) that
# runs it; only DATA_DIR (embedded PGlite, unused when DATABASE_URL is set) is writable.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /src/build ./build
COPY server/index.ts server/migrate.ts server/pglite-worker.ts ./server/
COPY drizzle ./drizzle
COPY app/server/receipts/fonts ./fonts
RUN mkdir -p /var/lib/yolda && chown node:node /var/lib/yolda
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness (/readyz: database reachable, not draining) is
# the orchestrator's business. A fetch with no shell or curl needed in the slim image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and has its own SIGTERM handler (server/index.ts): /readyz answers 503 for
# SHUTDOWN_DRAIN_MS, then the listener closes, in-flight requests finish and the pools close.
# Give the container a stop timeout above SHUTDOWN_DRAIN_MS + 10 s (compose: stop_grace_period).
STOPSIGNAL SIGTERM
# The memory settings of `npm start` (docs/decisions/0154): glibc's fixed mmap threshold and V8's
# 16 MB semi-spaces.
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=16", "server/index.ts"]
