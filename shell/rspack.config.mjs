import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { createAppConfig } from '../config/create-app-config.mjs';
import { appPort } from '../config/stack.mjs';

// The server's modules are TypeScript (docs/decisions/servers.md): loaded through tsx's loader, scoped
// to them, so this config runs in plain Node wherever it is loaded (rspack's CLI, the tests, the bench).
const server = register({ namespace: 'shell-server' });
const [
  { isProxiedPath },
  { bootLoaderTags },
  { isSitePath, startAttempts },
  { browserConfig, readServerEnv },
  { proxyToApi, refusedRequestLine },
] = await Promise.all(
  ['api-calls', 'boot-loader', 'attempts/service', 'env', 'proxy'].map((name) => server.import(`./server/${name}.ts`, import.meta.url)),
);

// The host. Its remotes are not built in: /config.json names them at run time.
const settings = readServerEnv({ ...process.env, PORT: String(appPort('shell')) });

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: 'Book a Taxi',
  // Joins the start-up chunk: the first two requests index.ts makes, and the federation runtime's API they
  // use (the two files its public entry resolves to, as the build resolves them).
  atStart: [
    fileURLToPath(new URL('./src/settings/settings-request.ts', import.meta.url)),
    fileURLToPath(new URL('./src/federation/remote-hints.ts', import.meta.url)),
    fileURLToPath(import.meta.resolve('@module-federation/enhanced/runtime')),
    fileURLToPath(import.meta.resolve('@module-federation/runtime-tools/runtime')),
  ],
  // main.js fetched with the page and run after its first paint, by the page's loader (docs/decisions/start-up.md).
  plugins: [
    {
      apply: (compiler) =>
        compiler.hooks.compilation.tap('BootLoader', (compilation) =>
          compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('BootLoader', (groups) => ({
            ...groups,
            ...bootLoaderTags(groups),
          })),
        ),
    },
  ],
  // `npm run dev`: the same /config.json, /api proxy (the same list of calls) and checkout attempts
  // (the same modules) as the production server. The attempts' store opens when the dev server starts,
  // never in a build.
  devServer: {
    setupMiddlewares: (middlewares) => [
      checkoutAttempts(),
      {
        name: 'config-json',
        path: '/config.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(browserConfig(settings)));
        },
      },
      {
        name: 'api-proxy',
        middleware: (req, res, next) => {
          if (refusedRequestLine(req, res)) return undefined;
          return isProxiedPath(req.url) ? proxyToApi(req, res, settings) : next();
        },
      },
      ...middlewares,
    ],
  },
});

function checkoutAttempts() {
  const attempts = startAttempts(settings);
  attempts.catch((error) => console.error(`[shell] the checkout attempts are unavailable: ${error.message}`));
  return {
    name: 'checkout-attempts',
    middleware: (req, res, next) => {
      if (!isSitePath(req.url)) return next();
      if (refusedRequestLine(req, res)) return undefined;
      return attempts.then((service) => service.handle(req, res), next);
    },
  };
}
