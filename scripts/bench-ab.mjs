#!/usr/bin/env node
// `npm run bench:ab -- --a 8000 --b 3000 [--runs 5] [--path /]`
// Lighthouse mobile on one page of two stacks already running (say the build before a change on
// port base 8000 and the one after it on 3000), alternately A, B, A, B ... in one run, so that
// the machine's state weighs on both alike; prints each side's runs and median, and B - A.
// Start a stack from another tree with its own `node scripts/start.mjs --skip-build` and moved
// ports (SHELL_PORT ... API_PORT, see config/stack.mjs). Writes .bench/ab.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseRuns } from './bench-lighthouse.mjs';
import { root } from './bench-stack.mjs';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
  },
});
if (!args.a || !args.b) {
  console.error('Usage: npm run bench:ab -- --a <port base> --b <port base> [--runs 5] [--path /]');
  process.exit(2);
}
const runs = Math.max(1, Number(args.runs));
const sides = { A: `http://localhost:${Number(args.a)}${args.path}`, B: `http://localhost:${Number(args.b)}${args.path}` };

for (const [side, url] of Object.entries(sides)) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch((error) => ({ ok: false, status: error.message }));
  if (!answer.ok) {
    console.error(`${side} (${url}) does not answer (${answer.status}): start that stack first.`);
    process.exit(1);
  }
}

const results = { A: [], B: [] };
for (let i = 0; i < runs; i += 1) {
  for (const side of ['A', 'B']) {
    const { scores, metrics } = await lighthouseRuns(sides[side], null, 1);
    const run = { performance: scores.performance.median, tbtMs: Math.round(metrics['total-blocking-time'].median), lcpMs: Math.round(metrics['largest-contentful-paint'].median) };
    results[side].push(run);
    console.log(`run ${i + 1} ${side}: performance ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms`);
  }
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const summary = Object.fromEntries(Object.entries(results).map(([side, list]) => [side, {
  url: sides[side],
  performance: median(list.map((r) => r.performance)),
  tbtMs: median(list.map((r) => r.tbtMs)),
  lcpMs: median(list.map((r) => r.lcpMs)),
  runs: list,
}]));
console.log(`\nMedian of ${runs}, alternated:`);
for (const side of ['A', 'B']) {
  const s = summary[side];
  console.log(`  ${side} ${s.url}: performance ${s.performance} [${s.runs.map((r) => r.performance).join(', ')}], TBT ${s.tbtMs} ms, LCP ${s.lcpMs} ms`);
}
console.log(`  B - A: performance ${summary.B.performance - summary.A.performance}, TBT ${summary.B.tbtMs - summary.A.tbtMs} ms`);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'ab.json'), `${JSON.stringify({ when: new Date().toISOString(), ...summary }, null, 2)}\n`);
