#!/usr/bin/env node
// `npm start`: production builds of the four remotes, the shell and the example operator portal
// (skipped with --skip-build), then the sandbox API, the remotes' static servers, the shell's server
// and the two example portals (hosts we did not build, mounting the corporate area). Ctrl-C stops them all.
import { bin, rootDir, runLimited, runStep, startChild, stopAll, stopOnSignals, waitForUrl } from '../config/processes.mjs';
import { examplePortals, REMOTES, sandboxEnv, shellEnv, stackPorts } from '../config/stack.mjs';

const skipBuild = process.argv.includes('--skip-build');
const ports = stackPorts();
const portals = examplePortals(process.env, ports);
stopOnSignals();

async function buildAll() {
  const apps = [...REMOTES.map((remote) => remote.dir), 'shell'];
  console.log(`[start] building ${apps.join(', ')} (two at a time)…`);
  const started = Date.now();
  await runLimited(
    apps.map((dir) => () => runStep(`build ${dir}`, bin('rspack'), ['build', '--config', 'rspack.config.mjs'], {
      cwd: `${rootDir}/${dir}`,
      env: { NODE_ENV: 'production' },
    })),
    2,
  );
  // The portals build with their own tools (examples/*/package.json "build"), as an operator's would.
  for (const portal of portals.filter((p) => p.built)) {
    await runStep(`build ${portal.dir}`, 'npm', ['run', 'build', '--silent'], { cwd: `${rootDir}/${portal.dir}` });
  }
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function startStack() {
  startChild('sandbox-api', bin('tsx'), ['src/main.ts'], {
    cwd: `${rootDir}/sandbox-api`,
    env: sandboxEnv(ports),
  });
  for (const remote of REMOTES) {
    startChild(remote.name, process.execPath, ['config/serve-remote.mjs', '--dir', `${remote.dir}/dist`, '--port', String(ports[remote.portKey])]);
  }
  startChild('shell', process.execPath, ['shell/server/index.mjs'], { env: shellEnv(ports) });
  for (const portal of portals) startChild(portal.name, process.execPath, [`${portal.dir}/server.mjs`], { env: portal.env });
}

try {
  if (!skipBuild) await buildAll();
  startStack();
  await waitForUrl(`http://localhost:${ports.shell}/config.json`);
  for (const portal of portals) await waitForUrl(`http://localhost:${portal.port}/portal-config.json`);
  const portalLines = portals.map((p) => `    http://localhost:${p.port}${p.path}  (${p.what})`);
  console.log([
    '',
    `[start] The booking site is up: http://localhost:${ports.shell}  (Ctrl-C stops everything)`,
    '  Example operator portals, the corporate area in hosts we did not build (examples/):',
    ...portalLines,
    '',
  ].join('\n'));
} catch (error) {
  console.error(`[start] ${error.message}`);
  stopAll(1);
}
