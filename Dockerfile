# The production image: one process serving /api, /remotes.json, the shell and the remotes (docs/architecture.md).
FROM node:20-slim

# corepack's signature check fails in some registries; install pnpm 10 directly.
RUN npm install -g pnpm@10

WORKDIR /app

# The lockfile first: `pnpm fetch` downloads every package it names, cached until the lockfile
# changes, so a new workspace package (an area's remote) needs no line here.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

COPY . .
RUN pnpm install --offline --frozen-lockfile && pnpm build

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# What `pnpm start` runs, without pnpm in between: node runs as the container's main process, so
# the SIGTERM of `docker stop` reaches the bff itself for a graceful stop.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
