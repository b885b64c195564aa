#!/usr/bin/env node
// `npm run attempts -- --unresolved`: the paid, unbooked checkout attempts, from the store the
// shell's server uses (REDIS_URL, else ATTEMPTS_DB). The same list as the operators' route.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from './attempts/store';
import { operatorView } from './attempts/views';
import { readAttemptsEnv } from './env';
import { messageOf } from './env-fields';

type View = ReturnType<typeof operatorView>;

const USAGE = `Usage: npm run attempts -- --unresolved [--json]

Lists the checkout attempts that were paid but are not bookings (docs/checkout-attempts.md), from
the store the shell's server uses: Redis when REDIS_URL is set, else the SQLite file ATTEMPTS_DB
(default the repository root's .data/checkout-attempts.db, whichever folder it runs in).

  --unresolved  the paid, unbooked attempts
  --json        JSON ({ "attempts": [...] }) instead of a table
  --help        this text
`;

function options(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        unresolved: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    if (!values.help && !values.unresolved) throw new Error('say what to list: --unresolved');
    return values;
  } catch (error) {
    process.stderr.write(`attempts: ${messageOf(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

const COLUMNS: [string, (view: View) => string][] = [
  ['Created (UTC)', (a) => a.createdAt.replace('T', ' ').slice(0, 19)],
  ['Attempt', (a) => a.id],
  ['Amount', (a) => (a.amount / 100).toFixed(2)],
  ['Session', (a) => a.sessionId ?? '-'],
  ['Payment reference', (a) => a.paymentReference ?? '-'],
  ['Last error', (a) => (a.lastError ?? '-').replace(/\s+/g, ' ')],
];

function table(views: View[]) {
  const rows = [COLUMNS.map(([title]) => title), ...views.map((view) => COLUMNS.map(([, cell]) => cell(view)))];
  const widths = COLUMNS.map((_column, at) => Math.max(...rows.map((row) => row[at].length)));
  return rows.map((row) => row.map((cell, at) => (at === row.length - 1 ? cell : cell.padEnd(widths[at]))).join('  ')).join('\n');
}

const values = options(process.argv.slice(2));
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

try {
  const settings = readAttemptsEnv();
  // A SQLite file that is not there holds nothing: say so rather than create it.
  const missing = !settings.redisUrl && settings.dbFile !== ':memory:' && !existsSync(settings.dbFile);
  const store = missing ? null : await openStore(settings, { log: { error: () => {}, warn: () => {}, log: () => {} } });
  const views = store ? (await store.unresolved()).map(operatorView) : [];
  const where = store ? `${store.kind} ${store.where}` : `no SQLite file at ${settings.dbFile}`;
  await store?.close();
  if (values.json) process.stdout.write(`${JSON.stringify({ attempts: views }, null, 2)}\n`);
  else if (!views.length) process.stdout.write(`No paid, unbooked checkout attempts (${where}).\n`);
  else
    process.stdout.write(
      `${views.length} paid, unbooked checkout attempt${views.length === 1 ? '' : 's'} (${where}):\n\n${table(views)}\n`,
    );
} catch (error) {
  process.stderr.write(`attempts: ${messageOf(error)}\n`);
  process.exit(1);
}
