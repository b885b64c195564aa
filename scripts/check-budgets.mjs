#!/usr/bin/env node
// `npm run check:budgets [-- --port-base N]`: fails when the built JS passes a byte budget
// (config/bundle-budgets.mjs). Run by `npm test` after the build and before e2e. Remote entries are
// read from each dist/; `/` is loaded in Chromium from the built stack, which it starts itself with the
// bench's harness (tools/bench), on port base E2E_PORT_BASE + 40 (else 3040) unless given: never a
// stack already running, so it never measures a development stack. Its first line says where.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { HOME_BUDGET, HOST_START_SCRIPTS, REMOTE_ENTRY_BUDGETS } from '../config/bundle-budgets.mjs';
import { rootDir } from '../config/processes.mjs';
import { readPortBase } from '../config/stack.mjs';
import { parseError, portBase, UsageError } from '../tools/bench/src/args.mjs';
import { launch } from '../tools/bench/src/browser.mjs';
import { measureJavaScript, totalGzip } from '../tools/bench/src/scripts.mjs';
import { failed, withStack } from '../tools/bench/src/stack.mjs';

const TAG = 'check:budgets';
const USAGE = 'Usage: npm run check:budgets [-- --port-base N]   (default E2E_PORT_BASE + 40, else 3040)';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];

function where() {
  const { values } = parseArgs({ options: { 'port-base': { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values['port-base'] !== undefined) return { base: portBase(values['port-base'], '--port-base'), source: '--port-base' };
  const e2e = process.env.E2E_PORT_BASE?.trim();
  return e2e
    ? { base: readPortBase(process.env, 'E2E_PORT_BASE', null, 40) + 40, source: 'E2E_PORT_BASE + 40' }
    : { base: 3040, source: '3000 + 40, away from a development stack' };
}

function check(label, bytes, { bytes: budget, targetBytes }) {
  const over = bytes > budget;
  const target = targetBytes ? `, target ${kb(targetBytes)}` : '';
  console.log(`  ${over ? 'OVER' : 'ok  '} ${label}: ${bytes} B gzip (${kb(bytes)}), budget ${budget} B${target}`);
  if (over) failures.push(`${label} is ${bytes - budget} B over its budget`);
}

let at;
try {
  at = where();
} catch (error) {
  console.error(`[${TAG}] ${error instanceof UsageError ? error.message : parseError(error)}\n${USAGE}`);
  process.exit(2);
}
try {
  await withStack({ tag: TAG, ...at, reuse: false }, async ({ origin }) => {
    console.log('Byte budgets (gzip), config/bundle-budgets.mjs:');
    for (const [dir, budget] of Object.entries(REMOTE_ENTRY_BUDGETS)) {
      check(`${dir}/dist/remoteEntry.js`, gzipSync(readFileSync(path.join(rootDir, dir, 'dist', 'remoteEntry.js'))).length, budget);
    }
    const browser = await launch();
    const { scripts } = await measureJavaScript(browser, `${origin}/`).finally(() => browser.close());
    check(`JS of / before the first interaction (${scripts.length} files)`, totalGzip(scripts), HOME_BUDGET);
    const hostScripts = scripts.filter((script) => new URL(script.url).origin === origin).length;
    const tooMany = hostScripts > HOST_START_SCRIPTS;
    console.log(`  ${tooMany ? 'OVER' : 'ok  '} the host's own scripts among them: ${hostScripts}, at most ${HOST_START_SCRIPTS}`);
    if (tooMany) failures.push(`the host loads ${hostScripts} scripts of its own on /, more than ${HOST_START_SCRIPTS}`);
  });
} catch (error) {
  console.error(failed(TAG, error));
  process.exit(1);
}
if (failures.length) {
  console.error(
    `\nBudget check failed:\n  ${failures.join('\n  ')}\nSee config/bundle-budgets.mjs (and npm run bench for where the bytes go).`,
  );
  process.exit(1);
}
process.exit(0);
