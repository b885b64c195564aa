#!/usr/bin/env node
// `npm run check:budgets`: fails when the built JS passes a byte budget (config/bundle-budgets.mjs).
// Run by `npm test` after the build and before e2e. Remote entries are read from each dist/; `/` is
// loaded in Chromium from the built stack, started on its own ports (E2E_PORT_BASE + 40, else 3040)
// so that it never measures a development stack that happens to be running.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_BUDGET, REMOTE_ENTRY_BUDGETS } from '../config/bundle-budgets.mjs';
import { launch, measureJavaScript } from './bench-pages.mjs';
import { ensureStack, root, stopStack } from './bench-stack.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? 3000) + 40;
process.env.DB_FILE ??= path.join(root, '.bench', 'budgets.db');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];

function check(label, bytes, { bytes: budget, targetBytes }) {
  const over = bytes > budget;
  const target = targetBytes ? `, target ${kb(targetBytes)}` : '';
  console.log(`  ${over ? 'OVER' : 'ok  '} ${label}: ${bytes} B gzip (${kb(bytes)}), budget ${budget} B${target}`);
  if (over) failures.push(`${label} is ${bytes - budget} B over its budget`);
}

console.log('Byte budgets (gzip), config/bundle-budgets.mjs:');
for (const [dir, budget] of Object.entries(REMOTE_ENTRY_BUDGETS)) {
  check(`${dir}/dist/remoteEntry.js`, gzipSync(readFileSync(path.join(root, dir, 'dist', 'remoteEntry.js'))).length, budget);
}

const stack = await ensureStack(`http://localhost:${base}/`, base, { reuse: false });
try {
  const browser = await launch();
  const { scripts } = await measureJavaScript(browser, `http://localhost:${base}/`);
  await browser.close();
  check(`JS of / before the first interaction (${scripts.length} files)`, scripts.reduce((sum, s) => sum + s.gzipBytes, 0), HOME_BUDGET);
} finally {
  stopStack(stack);
}
if (failures.length) {
  console.error(`\nBudget check failed:\n  ${failures.join('\n  ')}\nSee config/bundle-budgets.mjs (and npm run bench for where the bytes go).`);
  process.exit(1);
}
process.exit(0);
