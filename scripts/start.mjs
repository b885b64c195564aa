#!/usr/bin/env node
// `npm start`: production builds of the four remotes and the shell (skipped with --skip-build), then
// the sandbox API, the remotes' static servers and the shell's server. Ctrl-C stops them all.
import { bin, rootDir, runLimited, runStep, startChild, stopAll, stopOnSignals, waitForUrl } from '../config/processes.mjs';
import { REMOTES, sandboxEnv, shellEnv, stackPorts } from '../config/stack.mjs';

const skipBuild = process.argv.includes('--skip-build');
const ports = stackPorts();
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
}

try {
  if (!skipBuild) await buildAll();
  startStack();
  await waitForUrl(`http://localhost:${ports.shell}/config.json`);
  console.log(`\n[start] The booking site is up: http://localhost:${ports.shell}  (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(`[start] ${error.message}`);
  stopAll(1);
}
