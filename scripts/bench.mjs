#!/usr/bin/env node
// `npm run bench [-- --port-base 3000] [-- --runs 5] [-- --pages /,/bookings] [-- --no-lighthouse]`
// Per page of the journey (`/` as a first visit, the others with a returning visitor's stored state):
// the gzip bytes of JS loaded before the first interaction with the top files; min / median / max
// of `--runs` Lighthouse mobile runs; the median run's 5 longest main-thread tasks and their script;
// and on `/`, the first interaction's INP (tap Pick-Up, type 'Heath', suggestions) at 4x CPU.
// Writes .bench/last.json. Reuses a stack already answering at the port base, else starts the built one.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureStack, root, stopStack } from './bench-stack.mjs';
import { firstInteraction, launch, measureJavaScript, returningVisitorState } from './bench-pages.mjs';
import { lighthouseRuns } from './bench-lighthouse.mjs';

const KB = 1024;
const TARGETS = {
  '/': { jsBytes: 150 * KB, performance: 98, tbtMs: 100, fcpMs: 1200, lcpMs: 1500, cls: 0.05, inpMs: 200 },
  journey: { jsBytes: 200 * KB, performance: 95 },
};
const PAGES = ['/', '/quotationview', '/personalDetailView', '/paymentview', '/bookings'];

const { values: args } = parseArgs({
  options: {
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? process.env.E2E_PORT_BASE ?? '3000' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: PAGES.join(',') },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const base = Number(args['port-base']);
const origin = `http://localhost:${base}`;
const runs = Math.max(1, Number(args.runs));
const pages = args.pages.split(',').map((p) => p.trim()).filter(Boolean);
const kb = (bytes) => (bytes / KB).toFixed(1);
const verdict = (ok) => (ok ? 'OK' : 'MISSED');
const fmt = ({ min, median, max }, digits = 0) => `${median?.toFixed(digits)} (${min?.toFixed(digits)}-${max?.toFixed(digits)})`;

function printPage(page) {
  const target = page.path === '/' ? TARGETS['/'] : TARGETS.journey;
  console.log(`\n${page.path}${page.finalPath !== page.path ? ` (ended on ${page.finalPath})` : ''}${page.path === '/' ? ', first visit' : ', returning visitor'}`);
  console.log(`  JS before first interaction: ${kb(page.js.gzipBytes)} KB gzip in ${page.js.files} files (target <= ${kb(target.jsBytes)}) ${verdict(page.js.gzipBytes <= target.jsBytes)}`);
  for (const s of page.js.top) console.log(`    ${kb(s.gzipBytes).padStart(6)} KB ${s.isReact ? '[react]' : '       '} ${s.url}`);
  if (page.lighthouse) {
    const { scores, metrics, longTasks, performanceRuns, failures } = page.lighthouse;
    if (failures.length) console.log(`  Lighthouse: ${failures.length} failed run(s) left out: ${failures.join(', ')}`);
    console.log(`  Lighthouse mobile, median (min-max) of ${page.lighthouse.runs}: performance ${fmt(scores.performance)} [${performanceRuns.join(', ')}] (target >= ${target.performance}) ${verdict(scores.performance.median >= target.performance)}`);
    console.log(`    accessibility ${fmt(scores.accessibility)}, best practices ${fmt(scores['best-practices'])}, SEO ${fmt(scores.seo)}`);
    console.log(`    FCP ${fmt(metrics['first-contentful-paint'])} ms, LCP ${fmt(metrics['largest-contentful-paint'])} ms, TBT ${fmt(metrics['total-blocking-time'])} ms, CLS ${fmt(metrics['cumulative-layout-shift'], 3)}, SI ${fmt(metrics['speed-index'])} ms`);
    console.log('    longest main-thread tasks (median run):');
    for (const t of longTasks) console.log(`      ${String(t.durationMs).padStart(5)} ms at ${t.startMs} ms  ${t.url}`);
  }
  if (page.interaction) {
    const i = page.interaction;
    console.log(`  First interaction (tap Pick-Up, type 'Heath', 4x CPU): INP ${i.inpMs.toFixed(0)} ms (target <= ${TARGETS['/'].inpMs}) ${verdict(i.inpMs <= TARGETS['/'].inpMs)}; ${i.interactions} interactions; worst ${i.worstEvents.join('/') || '-'}; suggestions after ${i.suggestionsMs} ms`);
  }
}

const stack = await ensureStack(`${origin}/`, base);
let exitCode = 0;
try {
  const browser = await launch();
  const needsState = pages.some((p) => p !== '/');
  const state = needsState ? await returningVisitorState(browser, origin) : undefined;
  const results = [];
  for (const pagePath of pages) {
    const url = `${origin}${pagePath}`;
    const pageState = pagePath === '/' ? undefined : state;
    const { scripts, finalPath } = await measureJavaScript(browser, url, pageState);
    const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const result = {
      path: pagePath, finalPath,
      js: { gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), files: scripts.length, top: sorted.slice(0, 5), scripts: sorted },
    };
    if (pagePath === '/') result.interaction = await firstInteraction(browser, url);
    if (!args['no-lighthouse']) result.lighthouse = await lighthouseRuns(url, pageState, runs);
    printPage(result);
    results.push(result);
  }
  await browser.close();
  const machine = { cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}`, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg(), node: process.version };
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(path.join(root, '.bench', 'last.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), origin, machine, runs, targets: TARGETS, pages: results }, null, 2)}\n`);
  console.log(`\nMachine: ${machine.cpus}, ${machine.memoryGb} GB, load ${machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}. Figures written to .bench/last.json`);
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.stack : error}`);
  exitCode = 1;
} finally {
  stopStack(stack);
}
process.exit(exitCode);
