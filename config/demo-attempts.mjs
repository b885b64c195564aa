// The local demo's keys of the card checkout attempts (npm start, npm run dev): made at random on the
// first start and kept beside the attempts' database, so that a restart still opens every password
// and corporate token an attempt sealed, and the operators' list of unresolved payments is on. An
// ATTEMPTS_SECRET or ATTEMPTS_ADMIN_KEY in the environment always wins. Production (start:prod,
// docker-compose) never comes here: it must be given ATTEMPTS_SECRET.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ATTEMPTS_DB, shellEnv } from './stack.mjs';

/** Each kept key: its variable and its file, in the folder of the attempts' database. */
const KEPT = { ATTEMPTS_SECRET: 'attempts-secret', ATTEMPTS_ADMIN_KEY: 'attempts-admin-key' };
// The shell's server refuses a shorter ATTEMPTS_SECRET (shell/server/env.ts).
const MIN_LENGTH = 16;

/** The folder of the keys: the attempts' database's own, or the demo's .data/ when it has none (in memory). */
const keyFolder = (db) => path.dirname(db && db !== ':memory:' ? path.resolve(db) : DEMO_ATTEMPTS_DB);

/** The key in `file`, or a one-line error naming the file. */
function readKey(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw new Error(`${file} cannot be read (${error.code ?? error.message}): make it readable, or delete it to make a new key.`);
  }
  const key = text.trim();
  if (key.length < MIN_LENGTH)
    throw new Error(`${file} is too short (${key.length} characters, at least ${MIN_LENGTH}): delete it to make a new key.`);
  if (!/^[\x21-\x7e]+$/.test(key))
    throw new Error(`${file} holds a space or a character that is not printable ASCII: delete it to make a new key.`);
  return key;
}

/** The key kept in `file`: read, or made once (mode 0600). Two starts at once keep the same one. */
function keptKey(file) {
  const kept = readKey(file);
  if (kept) return kept;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: a link never replaces a file, so a
  // second start that raced this one reads the winner's key, never half of one.
  const draft = `${file}.${process.pid}.new`;
  rmSync(draft, { force: true });
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw new Error(`${file} cannot be made (${error.code ?? error.message}).`);
  } finally {
    rmSync(draft, { force: true });
  }
  return readKey(file);
}

/** The kept files of a local stack whose attempts are in `db` (its ATTEMPTS_DB), by variable. */
const demoKeyFiles = (db) => Object.fromEntries(Object.entries(KEPT).map(([name, file]) => [name, path.join(keyFolder(db), file)]));

/**
 * The shell server's environment in a local stack, as `npm start` and `npm run dev` give it: shellEnv,
 * plus ATTEMPTS_SECRET and ATTEMPTS_ADMIN_KEY: the environment's, else their kept files'.
 * A kept file that cannot be read, or holds too short a key, throws one line naming it.
 */
export function demoShellEnv(ports, env = process.env) {
  const shell = shellEnv(ports, env);
  // A key of only spaces is a mistake: refused here, before anything starts (the servers refuse it too).
  const blank = Object.keys(KEPT).find((name) => /^\s+$/.test(env[name] ?? ''));
  if (blank) throw new Error(`${blank} holds only spaces: give the key itself, or leave it unset (a kept key is then used).`);
  const files = demoKeyFiles(shell.ATTEMPTS_DB);
  return { ...shell, ...Object.fromEntries(Object.keys(KEPT).map((name) => [name, env[name] || keptKey(files[name])])) };
}

const shellWord = (text) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`);

/**
 * How the demo's operator lists the paid, unbooked card payments: printed once when the stack is up.
 * The admin key is read from its file (or the variable), never printed.
 */
export function unresolvedListLines(shell, env = process.env) {
  const key = env.ATTEMPTS_ADMIN_KEY ? '$ATTEMPTS_ADMIN_KEY' : `$(cat ${shellWord(demoKeyFiles(shell.ATTEMPTS_DB).ATTEMPTS_ADMIN_KEY)})`;
  // `npm run attempts` runs at the repository's root, where the demo's default file is; another is named.
  const store = env.REDIS_URL || shell.ATTEMPTS_DB === DEMO_ATTEMPTS_DB ? '' : `ATTEMPTS_DB=${shellWord(shell.ATTEMPTS_DB)} `;
  return [
    "  Card payments paid but not booked (the operators' list), from the store or over HTTP:",
    `    ${store}npm run attempts -- --unresolved`,
    `    curl -H "X-Admin-Key: ${key}" http://localhost:${shell.PORT}/site/checkout-attempts?status=unresolved`,
  ];
}
