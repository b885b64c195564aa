import type { FullConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { examplePortals, manifestUrl, remotes, remotesOf, rootDir, stackAt, stackEnv, type Stack } from './fixtures/env';
import { isAnswering, startProcess, stopProcess, waitForUrl, type Proc } from './fixtures/processes';

/**
 * The webpack portals declare the remote in their build (examples/webpack-portals): a build for
 * another stack's address (`npm run build` bakes the default ports' one) is built again for this one,
 * the first worker's in the portals' dist, a later worker's in a folder of its own (WEBPACK_PORTALS_DIR).
 */
function buildPortalsForThisStack(env: Record<string, string>) {
  for (const portal of examplePortals(env).filter((p) => p.staticRemote)) {
    const dist = path.resolve(rootDir, portal.env.DIST_DIR);
    const builtFor = path.join(dist, 'built-for.json');
    const wanted = portal.env.REMOTE_CORPORATE_URL;
    if (existsSync(builtFor) && JSON.parse(readFileSync(builtFor, 'utf8')).corporateManifestUrl === wanted) continue;
    console.log(`[e2e] building ${portal.dir} for ${wanted}`);
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: `${rootDir}${portal.dir}`,
      env: { ...process.env, ...portal.env, OUTPUT_DIR: dist },
      stdio: 'inherit',
    });
  }
}

/** What answers once a stack is up: the sandbox, each remote's manifest, the shell and the four portals. */
const readyUrlsOf = (at: Stack) => [
  `${at.apiUrl}/sandbox/health`,
  ...Object.values(remotesOf(at)).map((r) => manifestUrl(r.port)),
  `${at.shellUrl}/config.json`,
  `${at.portalUrl}/portal-config.json`,
  `${at.htmlPortalUrl}/portal-config.json`,
  `${at.webpackAppPortalUrl}/healthz`,
  `${at.webpackComponentPortalUrl}/healthz`,
];

/** Starts slot `at`'s stack as `npm start --skip-build` does, from an empty sandbox and attempts store. */
async function startStack(at: Stack): Promise<Proc> {
  const env = stackEnv(at);
  buildPortalsForThisStack(env);
  rmSync(env.DB_FILE, { force: true });
  // The attempts of an earlier run name sessions of the sandbox just removed: they would stay unresolved.
  for (const file of [env.ATTEMPTS_DB, `${env.ATTEMPTS_DB}-wal`, `${env.ATTEMPTS_DB}-shm`]) rmSync(file, { force: true });
  // `npm start --skip-build` serves the site and, beside it, the example portals that mount the
  // corporate area (examples/: the Vite portal, the plain HTML page and the two webpack portals;
  // journeys in tests/corporate).
  const stack = startProcess(`stack-${at.ports.shell}`, process.execPath, ['scripts/start.mjs', '--skip-build'], env);
  console.log(
    `[e2e] worker ${at.slot}: starting the stack at ${at.shellUrl} (log: ${stack.logFile}), the portal at ${at.portalUrl}, the HTML portal at ${at.htmlPortalUrl} and the webpack portals at ${at.webpackAppPortalUrl} and ${at.webpackComponentPortalUrl}`,
  );
  try {
    for (const url of readyUrlsOf(at)) await waitForUrl(url, { timeoutMs: 90_000, proc: stack });
  } catch (error) {
    await stopProcess(stack);
    throw error;
  }
  return stack;
}

// The specs run against the production builds, started the way `npm start --skip-build` starts them:
// one stack per worker (fixtures/env.ts). E2E_REUSE_STACK=1 reuses stacks already running on the same
// ports (started with stackEnv()).
export default async function globalSetup(config: FullConfig) {
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

  const stacks = Array.from({ length: config.workers }, (_, slot) => stackAt(slot));
  if (process.env.E2E_REUSE_STACK === '1') {
    for (const url of stacks.flatMap(readyUrlsOf)) await waitForUrl(url, { timeoutMs: 10_000 });
    console.log(`[e2e] reusing the stacks at ${stacks.map((at) => at.shellUrl).join(', ')}`);
    return undefined;
  }

  const busy = [];
  for (const url of stacks.flatMap(readyUrlsOf)) if (await isAnswering(url)) busy.push(url);
  if (busy.length > 0) {
    throw new Error(`Ports already in use (${busy.join(', ')}). Stop that stack, set E2E_PORT_BASE to another base, or E2E_REUSE_STACK=1.`);
  }

  const started: Proc[] = [];
  try {
    // One at a time: each start runs the portals' builds and Node's start-up on the same two cores.
    for (const at of stacks) started.push(await startStack(at));
  } catch (error) {
    await Promise.all(started.map(stopProcess));
    throw error;
  }
  return async () => {
    await Promise.all(started.map(stopProcess));
  };
}
