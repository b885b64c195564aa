// Shared by the bench scripts: reuse a stack already answering at the URL, else start the built one
// (building if needed) on its own ports and sandbox database, and stop it afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(target) {
  try {
    return (await fetch(target, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}

async function waitFor(target, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the stack exited (code ${child.exitCode}) before ${target} answered`);
    if (await answers(target)) return;
    await sleep(500);
  }
  throw new Error(`${target} did not answer in time`);
}

/** Reuses a running stack, or starts `scripts/start.mjs` (with --skip-build when every build exists). */
export async function ensureStack(url, base, { reuse = true } = {}) {
  if (await answers(new URL('/config.json', url))) {
    if (!reuse) throw new Error(`something already answers at ${url}: stop it, or use another port base`);
    console.log(`Using the stack already running at ${url}`);
    return undefined;
  }
  const built = ['shell', 'mf-search', 'mf-quote', 'mf-checkout', 'mf-corporate']
    .every((app) => existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));
  const env = {
    ...process.env,
    SHELL_PORT: String(base), SEARCH_PORT: String(base + 1), QUOTE_PORT: String(base + 2),
    CHECKOUT_PORT: String(base + 3), CORPORATE_PORT: String(base + 4), API_PORT: String(base + 1000),
    // Its own database, so a bench never touches the one a development stack uses.
    DB_FILE: process.env.DB_FILE ?? path.join(root, '.bench', 'sandbox.db'),
  };
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  console.log(`Starting the ${built ? 'built' : 'freshly built'} stack at ${url} ...`);
  const child = spawn(process.execPath, ['scripts/start.mjs', ...(built ? ['--skip-build'] : [])], {
    cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(new URL('/config.json', url), child);
  const config = await (await fetch(new URL('/config.json', url))).json();
  for (const manifest of Object.values(config.remotes ?? {})) await waitFor(manifest, child, 60_000);
  await waitFor(`http://localhost:${base + 1000}/api/v1/unknown`, child, 60_000);
  return child;
}

export function stopStack(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

