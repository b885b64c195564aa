#!/usr/bin/env node
// `npm run dev`: watch mode. The sandbox API restarts on change; each app runs `rspack serve` on its
// port and rebuilds on save (the open page reloads itself). Ctrl-C stops everything. Nothing starts on a
// taken port; a part that stops (a dev server, or tsx watch itself) stops them all.
import { bin, orExit, refuseTakenPorts, rootDir, setTag, startChild, stopOnSignals, waitForUrl } from '../config/processes.mjs';
import { demoShellEnv, unresolvedListLines } from '../config/demo-attempts.mjs';
import { portEnv, REMOTES, sandboxEnv, stackParts, stackPorts } from '../config/stack.mjs';

setTag('dev');
const ports = orExit(() => stackPorts());
const appEnv = portEnv(ports);
await refuseTakenPorts(stackParts({ ports, portals: false }));
// The attempts' keys, kept beside their database as npm start keeps them.
const shellServerEnv = orExit(() => demoShellEnv(ports));
stopOnSignals();

startChild('sandbox-api', bin('tsx'), ['watch', 'src/main.ts'], {
  cwd: `${rootDir}/sandbox-api`,
  env: sandboxEnv(ports),
});
for (const remote of REMOTES) {
  startChild(remote.name, bin('rspack'), ['serve', '--config', 'rspack.config.mjs', '--mode', 'development'], {
    cwd: `${rootDir}/${remote.dir}`,
    env: { ...appEnv, NODE_ENV: 'development' },
  });
}
startChild('shell', bin('rspack'), ['serve', '--config', 'rspack.config.mjs', '--mode', 'development'], {
  cwd: `${rootDir}/shell`,
  env: { ...appEnv, ...shellServerEnv, NODE_ENV: 'development' },
});

try {
  await waitForUrl(`http://localhost:${ports.shell}/config.json`, 180_000);
  console.log(
    [
      '',
      `[dev] The booking site (watch mode): http://localhost:${ports.shell}  (Ctrl-C stops everything)`,
      ...unresolvedListLines(shellServerEnv),
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`[dev] ${error.message}`);
}
