#!/usr/bin/env node
// `npm start`, the local demo: production builds of the four remotes, the shell and the example
// portals that have a build (skipped with --skip-build), then the sandbox API, the remotes' static servers, the
// shell's server and the four example portals (hosts we did not build, mounting the corporate area).
// Nothing starts when a port is taken; "up" is said once every part answers its own health route; a
// part that stops stops them all. Ctrl-C stops them all. A real API: `npm run start:prod`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  buildApps,
  complain,
  isStopping,
  orExit,
  refuseTakenPorts,
  rootDir,
  runStep,
  startChild,
  stopAll,
  stopOnSignals,
  setTag,
  waitUntilHealthy,
} from '../config/processes.mjs';
import { demoShellEnv, unresolvedListLines } from '../config/demo-attempts.mjs';
import { examplePortals, REMOTES, requiredBuilds, sandboxEnv, SHELL_SERVER, stackParts, stackPorts } from '../config/stack.mjs';

setTag('start');
const skipBuild = process.argv.includes('--skip-build');
// A wrong port variable stops here with its name, before anything starts.
const { ports, portals, parts } = orExit(() => {
  const read = stackPorts();
  return { ports: read, portals: examplePortals(process.env, read), parts: stackParts({ ports: read }) };
});
const sandboxUrl = `http://localhost:${ports.api}`;

/** The demo's site talks to the sandbox it starts; another API is start:prod's (no sandbox, no demo keys). */
function refuseAnotherApi() {
  const base = process.env.API_BASE_URL;
  if (!base) return;
  let url = null;
  try {
    url = new URL(base);
  } catch {
    // reported below
  }
  if (url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && Number(url.port || 80) === ports.api) return;
  complain(
    `API_BASE_URL is ${base}, not the sandbox npm start runs (${sandboxUrl}): npm start is the local demo; for a real API, npm run start:prod (see README).`,
  );
  process.exit(1);
}

/** How each part is started, by its name in stackParts(). */
function command(part) {
  if (part.name === 'shell') return [process.execPath, SHELL_SERVER, { env: shellServerEnv }];
  if (part.name === 'sandbox-api') return [bin('tsx'), ['src/main.ts'], { cwd: `${rootDir}/sandbox-api`, env: sandboxEnv(ports) }];
  const remote = REMOTES.find((r) => r.dir === part.name);
  if (remote) return [process.execPath, ['config/serve-remote.mjs', '--dir', `${remote.dir}/dist`, '--port', String(part.port)], {}];
  const portal = portals.find((p) => p.name === part.name);
  return [process.execPath, [portal.server ?? `${portal.dir}/server.mjs`], { env: portal.env }];
}

function demoNotice() {
  const keys = process.env.API_PUBLIC_KEY ? 'the keys in API_PUBLIC_KEY and API_SECRET_KEY' : 'its demo keys';
  const admin = sandboxEnv(ports).SANDBOX_ADMIN === 'on' ? 'its admin routes on (they answer on loopback only)' : 'its admin routes off';
  return [
    `  This is the local demo: the sandbox API at ${sandboxUrl} stands in for the dispatch API, with ${keys} and ${admin}.`,
    "  For the operator's real API: npm run start:prod (see README).",
  ];
}

/** With --skip-build, the builds must be there: a server with no build answers its health route and 503 for pages. */
function refuseMissingBuilds() {
  const missing = requiredBuilds(portals).filter((file) => !existsSync(path.join(rootDir, file)));
  if (!missing.length) return;
  console.error(
    `[start] --skip-build, but there is no build: ${missing.join(', ')}. Run npm run build first, or npm start without --skip-build.`,
  );
  process.exit(1);
}

refuseAnotherApi();
await refuseTakenPorts(parts);
if (skipBuild) refuseMissingBuilds();
// The attempts' keys, kept beside their database (made on the first start): a restart loses no sealed password or token.
const shellServerEnv = orExit(() => demoShellEnv(ports));
stopOnSignals();
try {
  if (!skipBuild) {
    await buildApps([...REMOTES.map((remote) => remote.dir), 'shell']);
    // The portals build with their own tools (examples/*/package.json "build"), as an operator's would.
    for (const portal of portals.filter((p) => p.built)) {
      // A webpack portal bakes the remote's address (REMOTE_CORPORATE_URL) into its build.
      await runStep(`build ${portal.dir}`, 'npm', ['run', 'build', '--silent'], {
        cwd: `${rootDir}/${portal.dir}`,
        env: portal.env,
      });
    }
    // A build takes minutes: the ports are looked at again just before anything listens.
    await refuseTakenPorts(parts);
  }
  const started = parts.map((part) => {
    const [file, args, options] = command(part);
    return { part, child: startChild(part.name, file, args, { ...options, label: part.label }) };
  });
  if (await waitUntilHealthy(started)) {
    console.log(
      [
        '',
        `[start] The booking site is up: http://localhost:${ports.shell}  (Ctrl-C stops everything)`,
        '  Example operator portals, the corporate area in hosts we did not build (examples/):',
        ...portals.map((p) => `    http://localhost:${p.port}${p.path}  (${p.what})`),
        ...demoNotice(),
        ...unresolvedListLines(shellServerEnv),
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  if (!isStopping()) complain(error.message);
  stopAll(1);
}
