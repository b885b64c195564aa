// Child-process plumbing for scripts/start.mjs and scripts/dev.mjs: prefixed output, one place that
// stops everything on Ctrl-C, and a loud report when a part dies on its own.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(rootDir, 'node_modules', '.bin', name);

const COLOURS = [36, 35, 33, 32, 34, 96, 95];
const children = new Set();
let stopping = false;

const prefixLines = (name, colour, stream, target) => {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${colour}m[${name}]\x1b[0m ${line}\n`);
  });
  stream.on('end', () => partial && target.write(`\x1b[${colour}m[${name}]\x1b[0m ${partial}\n`));
};

/** Starts a long-running part; its exit while we are not stopping is reported, not hidden. */
export function startChild(name, command, args, { cwd = rootDir, env = {} } = {}) {
  const colour = COLOURS[children.size % COLOURS.length];
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  prefixLines(name, colour, child.stdout, process.stdout);
  prefixLines(name, colour, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`\n[start] ${name} stopped on its own (${signal ?? `exit code ${code}`}); the other parts keep running.\n`);
  });
  child.on('error', (error) => console.error(`[start] ${name} could not start: ${error.message}`));
  return child;
}

/** Runs a command to completion (a build); rejects with its name when it fails. */
export function runStep(name, command, args, { cwd = rootDir, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    prefixLines(name, COLOURS[0], child.stdout, process.stdout);
    prefixLines(name, COLOURS[0], child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`));
    });
    child.on('error', reject);
  });
}

/** Runs tasks with at most `limit` at a time (the machine has two cores). */
export async function runLimited(tasks, limit) {
  const queue = [...tasks];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  });
  await Promise.all(workers);
}

/** SIGTERM to every child, SIGKILL to any still there after 5 s, then exit. */
export function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }
  }, 50);
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.log(`\n[start] ${signal}: stopping every part…`);
      stopAll(0);
    });
  }
}

/** Resolves once the URL answers (any status below 500), or rejects after the time-out. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
