# The site as a container: `docker build -t headliner .` then
#   docker run -p 3000:3000 -v headliner-data:/data -e SITE_URL=https://band.example headliner
# (README, Deployment). Three stages: the build with every dependency, the production
# dependencies alone, and the image that runs, which has no compiler, no dev tools and no root.

# Node 20 on Debian slim: the machine the site is built and tested on.
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false NPM_CONFIG_UPDATE_NOTIFIER=false

# Everything, dev dependencies too: Vite and React Router build the site.
FROM base AS build
COPY package.json package-lock.json ./
# `npm install`, not `npm ci` (README, Decisions: the lockfile lists only Linux native builds).
RUN npm install --ignore-scripts
COPY . .
RUN npm run build

# The dependencies the running site and the shows tool need, nothing else.
FROM base AS production-dependencies
COPY package.json package-lock.json ./
RUN npm install --omit=dev --ignore-scripts

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=production-dependencies /app/node_modules ./node_modules
# The checkout the server reads at run time (migrations, the database opener; the shows tool
# runs from source), then the build.
COPY . .
COPY --from=build /app/build ./build
# The code stays root's; the site's user writes only its database and its share-image cache.
# DATA_DIR must be 0700 and owned by the server's user, or the server refuses to start.
RUN install -d -o node -g node -m 0700 /data \
 && install -d -o node -g node /app/.cache
USER node
VOLUME ["/data"]
EXPOSE 3000
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Docker's SIGTERM closes the database and finishes the requests in flight (server/main.ts).
# --prebuilt: the server runs build/ as it is and never tries to build (the image has no build tools).
CMD ["node", "server/index.js", "--prebuilt"]
