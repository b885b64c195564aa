import { existsSync, rmSync } from 'node:fs';
import { apiUrl, manifestUrl, portalEnv, portalUrl, ports, remotes, rootDir, shellUrl, stackEnv } from './fixtures/env';
import { isAnswering, startProcess, stopProcess, waitForUrl } from './fixtures/processes';

// The specs run against the production builds, started the way `npm start --skip-build` starts them.
// E2E_REUSE_STACK=1 reuses a stack already running on the same ports (started with stackEnv()).
export default async function globalSetup() {
  const missing = ['shell/dist/index.html', 'examples/operator-portal/dist/index.html', ...Object.values(remotes).map((r) => `${r.dir}/dist/mf-manifest.json`)]
    .filter((file) => !existsSync(`${rootDir}${file}`));
  if (missing.length > 0) {
    throw new Error(`The e2e run needs the production builds; missing ${missing.join(', ')}. Run \`npm run build\` first.`);
  }

  const readyUrls = [
    `${apiUrl}/sandbox/health`,
    ...Object.values(remotes).map((r) => manifestUrl(r.port)),
    `${shellUrl}/config.json`,
    `${portalUrl}/portal-config.json`,
  ];

  if (process.env.E2E_REUSE_STACK === '1') {
    for (const url of readyUrls) await waitForUrl(url, { timeoutMs: 10_000 });
    console.log(`[e2e] reusing the stack at ${shellUrl}`);
    return undefined;
  }

  const busy = [];
  for (const url of readyUrls) if (await isAnswering(url)) busy.push(url);
  if (busy.length > 0) {
    throw new Error(`Ports already in use (${busy.join(', ')}). Stop that stack, set E2E_PORT_BASE to another base, or E2E_REUSE_STACK=1.`);
  }

  const env = stackEnv();
  rmSync(env.DB_FILE, { force: true });
  const stack = startProcess(`stack-${ports.shell}`, process.execPath, ['scripts/start.mjs', '--skip-build'], env);
  // The second host: an operator's portal that mounts the corporate area (journey in tests/corporate).
  const portal = startProcess(`portal-${ports.portal}`, process.execPath, ['examples/operator-portal/server.mjs'], portalEnv());
  console.log(`[e2e] starting the stack at ${shellUrl} (log: ${stack.logFile}) and the portal at ${portalUrl}`);
  try {
    for (const url of readyUrls) await waitForUrl(url, { timeoutMs: 90_000, proc: url.startsWith(portalUrl) ? portal : stack });
  } catch (error) {
    await stopProcess(portal);
    await stopProcess(stack);
    throw error;
  }

  return async () => {
    await stopProcess(portal);
    await stopProcess(stack);
  };
}
