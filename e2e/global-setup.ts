import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import {
  apiUrl,
  examplePortals,
  htmlPortalUrl,
  manifestUrl,
  portalUrl,
  ports,
  remotes,
  rootDir,
  shellUrl,
  stackEnv,
  webpackAppPortalUrl,
  webpackComponentPortalUrl,
} from './fixtures/env';
import { isAnswering, startProcess, stopProcess, waitForUrl } from './fixtures/processes';

/**
 * The webpack portals declare the remote in their build (examples/webpack-portals): a build for
 * another stack's address (`npm run build` bakes the default ports' one) is built again for this one.
 */
function buildPortalsForThisStack(env: Record<string, string>) {
  for (const portal of examplePortals(env).filter((p) => p.staticRemote)) {
    const builtFor = `${rootDir}${portal.dir}/dist/built-for.json`;
    const wanted = portal.env.REMOTE_CORPORATE_URL;
    if (existsSync(builtFor) && JSON.parse(readFileSync(builtFor, 'utf8')).corporateManifestUrl === wanted) continue;
    console.log(`[e2e] building ${portal.dir} for ${wanted}`);
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: `${rootDir}${portal.dir}`,
      env: { ...process.env, ...portal.env },
      stdio: 'inherit',
    });
  }
}

// The specs run against the production builds, started the way `npm start --skip-build` starts them.
// E2E_REUSE_STACK=1 reuses a stack already running on the same ports (started with stackEnv()).
export default async function globalSetup() {
  const missing = [
    'shell/dist/index.html',
    'examples/operator-portal/dist/index.html',
    'examples/webpack-portals/react18-app-mode/dist/index.html',
    'examples/webpack-portals/react19-component-mode/dist/index.html',
    ...Object.values(remotes).map((r) => `${r.dir}/dist/mf-manifest.json`),
  ].filter((file) => !existsSync(`${rootDir}${file}`));
  if (missing.length > 0) {
    throw new Error(`The e2e run needs the production builds; missing ${missing.join(', ')}. Run \`npm run build\` first.`);
  }

  const readyUrls = [
    `${apiUrl}/sandbox/health`,
    ...Object.values(remotes).map((r) => manifestUrl(r.port)),
    `${shellUrl}/config.json`,
    `${portalUrl}/portal-config.json`,
    `${htmlPortalUrl}/portal-config.json`,
    `${webpackAppPortalUrl}/healthz`,
    `${webpackComponentPortalUrl}/healthz`,
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
  buildPortalsForThisStack(env);
  rmSync(env.DB_FILE, { force: true });
  // The attempts of an earlier run name sessions of the sandbox just removed: they would stay unresolved.
  for (const file of [env.ATTEMPTS_DB, `${env.ATTEMPTS_DB}-wal`, `${env.ATTEMPTS_DB}-shm`]) rmSync(file, { force: true });
  // `npm start --skip-build` serves the site and, beside it, the example portals that mount the
  // corporate area (examples/: the Vite portal, the plain HTML page and the two webpack portals;
  // journeys in tests/corporate).
  const stack = startProcess(`stack-${ports.shell}`, process.execPath, ['scripts/start.mjs', '--skip-build'], env);
  console.log(
    `[e2e] starting the stack at ${shellUrl} (log: ${stack.logFile}), the portal at ${portalUrl}, the HTML portal at ${htmlPortalUrl} and the webpack portals at ${webpackAppPortalUrl} and ${webpackComponentPortalUrl}`,
  );
  try {
    for (const url of readyUrls) await waitForUrl(url, { timeoutMs: 90_000, proc: stack });
  } catch (error) {
    await stopProcess(stack);
    throw error;
  }

  return async () => {
    await stopProcess(stack);
  };
}
