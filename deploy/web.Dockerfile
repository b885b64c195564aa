# Builds one front-end app of the monorepo (ARG APP: shell, mf-search, mf-quote, mf-checkout,
# mf-corporate or examples/operator-portal) and serves it: with nginx, target `remote` for the four
# remotes and `shell` for the host; with its own Node server, target `portal` for the example portal
# (built with Vite, not rspack).
# Build context: the repository root (see docker-compose.yml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is cached until the lockfile changes.
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
# Front-end builds need no native install script (rspack, and the portal's Vite with esbuild and
# rollup, ship prebuilt bindings as optional packages).
# npm ci refuses a lockfile lacking other platforms' optional binaries (see .ci/run); npm install
# with --no-save then keeps every locked version.
RUN npm ci --ignore-scripts --no-audit --no-fund || npm install --ignore-scripts --no-audit --no-fund --no-save
COPY . .
ARG APP
ARG BUILD_LABEL=
ENV BUILD_LABEL=${BUILD_LABEL} NODE_ENV=production
RUN test -n "${APP}" && npm run build -w "${APP}"

# A remote: static files with CORS; manifest and remote entry never cached, hashed chunks forever.
FROM nginx:1.27-alpine AS remote
ARG APP
COPY deploy/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80

# The shell: static files with history fallback, /config.json and security headers generated from the
# environment at start, the listed API calls (api-calls.conf) proxied to API_BASE_URL with the keys,
# and /site/checkout-attempts to the attempts service (ATTEMPTS_URL) without them.
FROM nginx:1.27-alpine AS shell
ENV ATTEMPTS_URL=http://checkout-attempts:3100
COPY deploy/nginx/shell.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/nginx/api-calls.conf /etc/nginx/conf.d/api-calls.conf
COPY deploy/nginx/shell-config.sh /docker-entrypoint.d/15-shell-config.sh
# Sourced by nginx's entry script before the others: NAME_DEFAULT fills an empty NAME (REMOTE_SEARCH_URL ...).
COPY deploy/env-defaults.sh /docker-entrypoint.d/05-env-defaults.envsh
# jq writes the operator's texts and brand into /config.json with the Node server's rules (operator-texts.jq).
COPY deploy/nginx/operator-texts.jq /etc/nginx/operator-texts.jq
COPY deploy/nginx/brand.jq /etc/nginx/brand.jq
RUN apk add --no-cache jq && chmod +x /docker-entrypoint.d/15-shell-config.sh /docker-entrypoint.d/05-env-defaults.envsh && rm -f /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
EXPOSE 80

# The example operator portal (APP=examples/operator-portal): its Vite build and its own Node server,
# which needs no package: Node's own modules, its server, and the published proxy module and allow-list.
FROM node:20-bookworm-slim AS portal
WORKDIR /app
ENV NODE_ENV=production PORT=3030 HOST=0.0.0.0
COPY --from=build /app/deploy/api-calls.json deploy/
COPY --from=build /app/deploy/api-proxy.mjs deploy/
COPY --from=build /app/deploy/env-defaults.sh deploy/
COPY --from=build /app/examples/operator-portal/server.mjs examples/operator-portal/
COPY --from=build /app/examples/operator-portal/dist examples/operator-portal/dist
USER node
EXPOSE 3030
# NAME_DEFAULT fills an empty NAME (docker-compose.yml: SITE_ORIGINS from SHELL_PORT ...), then the command runs.
ENTRYPOINT ["/bin/sh", "-c", ". /app/deploy/env-defaults.sh && exec \"$@\"", "env-defaults"]
CMD ["node", "examples/operator-portal/server.mjs"]
