# The site as a container: `docker build -t headliner .` then
#   docker run -p 3000:3000 -v headliner-data:/data -e SITE_URL=https://band.example headliner
# (docs/deployment/). Three stages: the build with every dependency, the production
# dependencies alone, and the image that runs, which has no compiler and no dev tools, and whose
# server never runs as root (server/entrypoint.js).

# Node 22, the maintained LTS the site is tested on (Node 20 left maintenance on 2026-04-30),
# on Debian slim.
FROM node:22-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false NPM_CONFIG_UPDATE_NOTIFIER=false

# Everything, dev dependencies too: Vite and React Router build the site.
FROM base AS build
COPY package.json package-lock.json ./
# `npm ci`: exactly the lockfile, which lists every platform's optional native builds.
# --ignore-scripts: the image's npm 10 does not read package.json's `allowScripts` and would run
# an install script that needs a compiler the slim image does not have (libpq's, which the HTTP
# Observatory scanner, a dev tool, pulls in).
RUN npm ci --ignore-scripts
COPY . .
# In place: no site runs here to keep serving, and COPY below takes build/ as a plain folder
# (`npm run build` would make it a link into .builds/, scripts/build.mjs).
RUN node node_modules/.bin/react-router build

# The dependencies the running site and the shows tool need, nothing else.
FROM base AS production-dependencies
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=production-dependencies /app/node_modules ./node_modules
# The checkout the server reads at run time (migrations, the database opener; the shows tool
# runs from source), then the build.
COPY . .
COPY --from=build /app/build ./build
# The code stays root's; the site's user (`node`, 1000:1000) writes only its database and its
# share-image cache. DATA_DIR must be 0700 and owned by the server's user, or the server refuses
# to start. A Docker volume starts as this /data; a volume that Fly.io, Render or Railway mounts
# belongs to root, which is why the image starts as root: server/entrypoint.js gives DATA_DIR to
# `node`, drops root for good, then starts the server (HEADLINER_RUN_AS=<uid>:<gid> picks another user).
RUN install -d -o node -g node -m 0700 /data \
 && install -d -o node -g node /app/.cache
VOLUME ["/data"]
EXPOSE 3000
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Docker's SIGTERM closes the database and finishes the requests in flight (server/main.ts).
# The entry point runs build/ as it is (`--prebuilt`) and never tries to build: no build tools here.
# The shows tool runs as `node` too: docker exec -u node <container> npm run shows -- list
CMD ["node", "server/entrypoint.js"]
