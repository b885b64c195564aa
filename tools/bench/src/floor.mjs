// The floor: the shell built with a bare page in place of its route view (floor/route-view.tsx), into
// .bench/floor, and served by the shell's own server on a free port, beside the stack it measures
// (that stack's API and remotes, a checkout-attempts file of its own). Its main-thread work is what
// every page of the site spends before and around its remote: the federation runtime's start,
// /config.json, the settings, the navbar, step bar and footer. No remote is asked for: the bare page's
// path is in no route, so the shell neither hints nor warms one.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { demoShellEnv } from '../../../config/demo-attempts.mjs';
import { rootDir, waitForUrl } from '../../../config/processes.mjs';
import { HEALTH_PATHS, portsFromBase, SHELL_SERVER } from '../../../config/stack.mjs';
import { benchDir } from './figures.mjs';
import { BenchError } from './stack.mjs';

const outputPath = path.join(benchDir, 'floor');
const barePage = path.join(import.meta.dirname, '..', 'floor', 'route-view.tsx');
// In floor/route-view.tsx: found in the build, they show that the replacement took.
const BARE_PAGE_WORDS = 'The shell around a bare page';
/** The floor's page: a path no route names. */
const FLOOR_PATH = '/bench-floor';

/**
 * Builds the shell with the bare page, as `npm run build -w shell` builds it otherwise; with `sourceMaps`,
 * a hidden source map beside each file (the same JS, for bench trace --by-cause).
 */
async function buildFloor(sourceMaps) {
  const { default: factory } = await import(pathToFileURL(path.join(rootDir, 'shell', 'rspack.config.mjs')).href);
  const config = await (typeof factory === 'function'
    ? factory({ RSPACK_BUNDLE: true, RSPACK_BUILD: true }, { mode: 'production' })
    : factory);
  const compiler = rspack({
    ...config,
    ...(sourceMaps ? { devtool: 'hidden-source-map' } : {}),
    output: { ...config.output, path: outputPath },
    plugins: [...config.plugins, new rspack.NormalModuleReplacementPlugin(/[\\/]routes[\\/]route-view$/, barePage)],
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new BenchError(`building the floor failed:\n${stats.toString({ all: false, errors: true })}`);
  // The bare page's own words in a built file: the replacement met the shell's import.
  const built = readdirSync(outputPath).filter((file) => file.endsWith('.js'));
  if (!built.some((file) => readFileSync(path.join(outputPath, file), 'utf8').includes(BARE_PAGE_WORDS)))
    throw new BenchError("building the floor left the shell's route view in place: was its import renamed? (src/floor.mjs)");
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The floor built and served beside the stack at `base`: { url, port, dir, close() }. */
export async function servedFloor(base, { sourceMaps = false } = {}) {
  await buildFloor(sourceMaps);
  const port = await freePort();
  const env = {
    ...process.env,
    ...demoShellEnv(portsFromBase(base), { ...process.env, ATTEMPTS_DB: path.join(benchDir, 'floor-attempts.db') }),
    PORT: String(port),
    DIST_DIR: outputPath,
  };
  const log = path.join(benchDir, 'floor-server.log');
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, SHELL_SERVER, { cwd: rootDir, env, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const died = exited.then((code) => {
    throw new BenchError(`the floor's server stopped (exit code ${code}); its output is in ${path.relative(rootDir, log)}`);
  });
  try {
    await Promise.race([waitForUrl(`http://localhost:${port}${HEALTH_PATHS.shell}`, 60_000), died]);
  } catch (error) {
    await close();
    throw error;
  } finally {
    // Once up, its exit is the bench's own doing (close()).
    died.catch(() => {});
  }
  return { url: `http://localhost:${port}${FLOOR_PATH}`, port, dir: outputPath, close };
}
