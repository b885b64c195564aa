#!/usr/bin/env node
// `npm run check:commands`: every command the Markdown names has an entry in
// scripts/readme-commands/catalogue.mjs, and the scripts, files and tests it names exist.
// `-- --run` then runs the catalogue's `ci` commands as written, one at a time, from the root (CI does,
// after npm test), on port base CHECK_COMMANDS_PORT_BASE, else E2E_PORT_BASE, else 3400: every port a
// command names is moved there and the stack's port variables point there (ports.mjs), so the
// default ports, which may be busy, are never used. A command marked `alongside` (one that works in a
// clone of its own) runs beside the others on the base + 200; they start once it has said its text.
// `-- --only <text>` runs just the commands that contain the text.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { rootDir } from '../config/processes.mjs';
import { CATALOGUE, entryFor } from './readme-commands/catalogue.mjs';
import { staticProblems } from './readme-commands/check.mjs';
import { allCommands } from './readme-commands/extract.mjs';
import { ALONGSIDE_SHIFT, commandsPortBase, movedEnv, movePorts } from './readme-commands/ports.mjs';

const USAGE = 'Usage: npm run check:commands [-- --run [--only <text>]]';
let options;
try {
  options = parseArgs({ options: { run: { type: 'boolean' }, only: { type: 'string' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`[check:commands] ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const problems = staticProblems(rootDir);
const commands = allCommands(rootDir);
if (problems.length) {
  console.error(`[check:commands] ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
const KINDS = ['ci', 'test', 'never', 'prose'];
const count = (kind) => commands.filter(({ command }) => KINDS.find((k) => entryFor(command)[k]) === kind).length;
console.log(
  `[check:commands] ${commands.length} commands in Markdown, all in the catalogue: ${KINDS.map((kind) => `${count(kind)} ${kind}`).join(', ')}.`,
);
if (!options.run) process.exit(0);

let base;
try {
  base = commandsPortBase();
} catch (error) {
  console.error(`[check:commands] ${error.message}`);
  process.exit(2);
}
console.log(`[check:commands] running on port base ${base} (the API at ${base + 1000}): every port a command names is moved there.`);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lane: the port base its commands' ports move to. */
const laneAt = (at) => ({ env: movedEnv(at), moved: (text) => movePorts(text, at) });

/** `bash -c command`, its ports moved, from the root in its own process group, with its output kept. */
function start(command, { env, moved }) {
  const child = spawn('bash', ['-c', moved(command)], { cwd: rootDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = { child, stdout: '', stderr: '', exit: null };
  child.stdout.on('data', (chunk) => (run.stdout += chunk));
  child.stderr.on('data', (chunk) => (run.stderr += chunk));
  run.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve((run.exit = { code, signal }))));
  return run;
}

/** SIGTERM to the group, SIGKILL after 10 s; resolves once it is gone. */
async function stop(run) {
  const signal = (name) => {
    try {
      process.kill(-run.child.pid, name);
    } catch {
      // gone
    }
  };
  signal('SIGTERM');
  if (await Promise.race([run.exited.then(() => true), sleep(10_000).then(() => false)])) return;
  signal('SIGKILL');
  await run.exited;
}

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

/** Waits until `ready()` or the run's end or the deadline; true when ready. */
async function until(run, ready, deadline) {
  while (Date.now() < deadline) {
    if (await ready()) return true;
    if (run.exit) return false;
    await sleep(250);
  }
  return false;
}

/** Whether the run did what the entry says: null when it did, else why not. */
async function judge(run, ci, deadline, { moved }) {
  if (ci.serve) {
    const urls = ci.serve.map(moved);
    const ok = await until(run, async () => (await Promise.all(urls.map(answers))).every(Boolean), deadline);
    return ok ? null : `${urls.join(', ')} did not answer within ${ci.timeout} s`;
  }
  if (ci.say)
    return (await until(run, async () => run.stdout.includes(moved(ci.say)), deadline))
      ? null
      : `it did not say "${moved(ci.say)}" within ${ci.timeout} s`;
  await until(run, async () => false, deadline);
  if (!run.exit) return `still running after ${ci.timeout} s`;
  if (run.exit.code !== ci.exit) return `exit ${run.exit.code ?? run.exit.signal}, expected ${ci.exit}`;
  if (ci.stdout && !run.stdout.includes(ci.stdout)) return `its output has no "${ci.stdout}"`;
  if (ci.stderr && !run.stderr.includes(ci.stderr)) return `its errors have no "${ci.stderr}"`;
  return null;
}

const quote = (lines) => lines.map((line) => `       | ${line}`).join('\n');
const tail = (text, count = 15) => quote(text.trim().split('\n').slice(-count));

/** A failed run's story: the lines that name a failure (a test runner's ✘, an Error), then each stream's end. */
function story(run) {
  const failing = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => /✘|\bError\b|\bFAIL\b|failed/.test(line));
  return [
    failing.length ? `failure lines:\n${quote(failing.slice(0, 30))}` : null,
    run.stdout.trim() && `end of its output:\n${tail(run.stdout)}`,
    run.stderr.trim() && `end of its errors:\n${tail(run.stderr, 10)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Runs one catalogue entry's command (after what it needs) in a lane; null when it did what the entry
 * says. `started` is called with the run once it is on its way.
 */
async function check(command, ci, lane, started = () => {}) {
  const deadline = Date.now() + ci.timeout * 1000;
  const helper = ci.with ? start(entryFor(ci.with).ci?.as ?? ci.with, lane) : null;
  if (helper && !(await until(helper, () => answers(entryServes(ci.with, lane)), deadline))) {
    await stop(helper);
    return `what it needs (${ci.with}) did not start:\n${tail(helper.stdout + helper.stderr)}`;
  }
  const run = start(ci.as ?? command, lane);
  started(run);
  const why = await judge(run, ci, deadline, lane);
  await stop(run);
  if (helper) await stop(helper);
  // The ports are let go before the next command binds them.
  await sleep(500);
  return why && `${why}\n${story(run)}`;
}

/** The URL a long-running catalogue entry serves (its first). */
function entryServes(command, { moved }) {
  const entry = entryFor(command);
  return moved(entry.ci.serve?.[0] ?? 'http://localhost:3000/healthz');
}

const toRun = CATALOGUE.filter((entry) => entry.ci && entry.command.includes(options.only ?? ''));
const failures = [];

/** Runs an entry in a lane and says how it went. */
async function runEntry(entry, lane, started) {
  const begun = Date.now();
  const why = await check(entry.command, entry.ci, lane, started);
  const took = `${((Date.now() - begun) / 1000).toFixed(1)} s`;
  console.log(
    `${why ? 'FAIL' : 'ok  '} ${lane.moved(entry.ci.as ?? entry.command)}${entry.ci.as ? `  (for: ${entry.command})` : ''}  [${took}]${why ? `\n       ${why}` : ''}`,
  );
  if (why) failures.push(entry.command);
}

// The commands that work in a clone of their own (`alongside`) run one after another beside the
// others, on a base of their own; the others start once the first has said its clone is made (or ended).
const aside = laneAt(base + ALONGSIDE_SHIFT);
const alongside = toRun.filter((entry) => entry.ci.alongside);
let cloned;
const clonedOnce = new Promise((resolve) => (cloned = resolve));
const asideDone = (async () => {
  try {
    for (const entry of alongside) {
      const says = (run) => run.stdout.includes(entry.ci.alongside);
      await runEntry(entry, aside, (run) => until(run, async () => says(run), Date.now() + entry.ci.timeout * 1000).then(cloned));
    }
  } finally {
    cloned();
  }
})();
await clonedOnce;
if (alongside.length) console.log(`[check:commands] ${alongside.length} running alongside, on port base ${base + ALONGSIDE_SHIFT}.`);
const lane = laneAt(base);
for (const entry of toRun.filter((e) => !e.ci.alongside)) await runEntry(entry, lane);
await asideDone;
console.log(`[check:commands] ran ${toRun.length}: ${toRun.length - failures.length} as written, ${failures.length} failed.`);
process.exit(failures.length ? 1 : 0);
