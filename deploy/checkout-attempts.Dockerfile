# The checkout attempts service (shell/server/attempts-server.ts): the attempt routes and the
# reconciler: TypeScript run by node under tsx's loader (one process), with better-sqlite3 and redis.
# Build context: the repository root.

FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY sandbox-api/package.json sandbox-api/
COPY mf-search/package.json mf-search/
COPY mf-quote/package.json mf-quote/
COPY mf-checkout/package.json mf-checkout/
COPY mf-corporate/package.json mf-corporate/
COPY shell/package.json shell/
COPY examples/operator-portal/package.json examples/operator-portal/
COPY examples/webpack-portals/react18-app-mode/package.json examples/webpack-portals/react18-app-mode/
COPY examples/webpack-portals/react19-component-mode/package.json examples/webpack-portals/react19-component-mode/
COPY e2e/package.json e2e/
# better-sqlite3 compiles here (this stage has python3, make and g++); no other install script is needed.
# npm install --no-save is the fall-back when npm ci refuses the lockfile (see .ci/run).
RUN (npm ci --no-audit --no-fund --ignore-scripts || npm install --no-audit --no-fund --ignore-scripts --no-save) \
  && npm rebuild better-sqlite3

FROM node:20-bookworm-slim
WORKDIR /app
# HOST: every interface of the container; compose keeps the service on its internal network.
ENV NODE_ENV=production PORT=3100 HOST=0.0.0.0 ATTEMPTS_DB=/data/checkout-attempts.db
COPY --from=deps /app/node_modules node_modules
# The server's modules and the one file of config/ they import (the stack's ports).
COPY package.json ./
COPY config/stack.mjs config/
COPY shell/package.json shell/
COPY shell/server shell/server
COPY deploy/api-proxy.mjs deploy/api-calls.json deploy/env-defaults.sh deploy/
RUN rm -rf shell/server/__tests__ && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3100
# NAME_DEFAULT fills an empty NAME (docker-compose.yml: SITE_ORIGINS from SHELL_PORT ...), then the command runs.
ENTRYPOINT ["/bin/sh", "-c", ". /app/deploy/env-defaults.sh && exec \"$@\"", "env-defaults"]
CMD ["node", "--import", "tsx", "shell/server/attempts-server.ts"]
