#!/usr/bin/env node
// `npm run check:main-thread [-- --port-base N] [--runs 3] [--burden MS]`: fails when a page's main-thread
// time passes its ceiling beside the yardstick's (config/main-thread-ceilings.mjs, docs/decisions/performance.md). Each page of the journey (the four after `/` as a returning visitor) is
// loaded at 4x CPU with a DevTools trace, then the yardstick right after it, `--runs` times; a page's
// ratio is the median of its pairs' ratios. Like check:budgets it starts the built stack itself (never
// one already running) on port base E2E_PORT_BASE + 40, else 3040. `--burden MS` makes every page (not
// the yardstick) busy-wait MS at its start: the check shown failing on a page made heavier. Every run ends
// with a canary: the page with the lowest ceiling, burdened past it (canaryBurdenMs), must be found over,
// else the check fails itself, since it could not see a page grow. A page over its ceiling is measured
// as many times again and judged on the median of all its pairs.
import { parseArgs } from 'node:util';
import { MAIN_THREAD_CEILINGS } from '../config/main-thread-ceilings.mjs';
import { readPortBase } from '../config/stack.mjs';
import { parseError, portBase, UsageError } from '../tools/bench/src/args.mjs';
import { launch } from '../tools/bench/src/browser.mjs';
import { describeMachine, machine } from '../tools/bench/src/figures.mjs';
import { returningVisitorState } from '../tools/bench/src/journey.mjs';
import { canaryBurdenMs, formatVerdict, judge, pageRatio } from '../tools/bench/src/judge-main-thread.mjs';
import { mainThreadWork } from '../tools/bench/src/main-thread.mjs';
import { failed, withStack } from '../tools/bench/src/stack.mjs';
import { traceLoad } from '../tools/bench/src/trace-load.mjs';
import { servedYardstick } from '../tools/bench/src/yardstick.mjs';

const TAG = 'check:main-thread';
const USAGE =
  'Usage: npm run check:main-thread [-- --port-base N] [--runs 3] [--burden MS]   (default port base E2E_PORT_BASE + 40, else 3040)';
const whole = (text, name) => {
  if (!/^[0-9]+$/.test(text)) throw new UsageError(`--${name} "${text}" is not a whole number`);
  return Number(text);
};

function options() {
  const { values } = parseArgs({
    options: { 'port-base': { type: 'string' }, runs: { type: 'string' }, burden: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = values.runs === undefined ? 3 : whole(values.runs, 'runs');
  if (runs < 1) throw new UsageError('--runs must be 1 or more');
  const burdenMs = values.burden === undefined ? 0 : whole(values.burden, 'burden');
  if (values['port-base'] !== undefined)
    return { runs, burdenMs, at: { base: portBase(values['port-base'], '--port-base'), source: '--port-base' } };
  const e2e = process.env.E2E_PORT_BASE?.trim();
  const at = e2e
    ? { base: readPortBase(process.env, 'E2E_PORT_BASE', null, 40) + 40, source: 'E2E_PORT_BASE + 40' }
    : { base: 3040, source: '3000 + 40, away from a development stack' };
  return { runs, burdenMs, at };
}

// The page with the lowest ceiling, loaded once more with a burden that must take it over.
async function seesCanary(browser, { origin, state, yardstick, yardsticks }) {
  const [path, ceiling] = Object.entries(MAIN_THREAD_CEILINGS).sort((a, b) => a[1] - b[1])[0];
  const burdenMs = canaryBurdenMs(ceiling, yardsticks);
  const pageMs = await mainThreadMs(browser, `${origin}${path}`, { state: path === '/' ? undefined : state, burdenMs });
  const yardstickMs = await mainThreadMs(browser, yardstick.url);
  const [row] = judge({ [path]: pageRatio([{ pageMs, yardstickMs }]) }, MAIN_THREAD_CEILINGS);
  console.log(`Canary: ${path} burdened with ${burdenMs} ms must be over:\n${formatVerdict([row]).join('\n')}`);
  return { path, burdenMs, seen: row.over };
}

const mainThreadMs = async (browser, url, load) => mainThreadWork((await traceLoad(browser, url, load)).events).totalMs;

let opts;
try {
  opts = options();
} catch (error) {
  console.error(`[${TAG}] ${error instanceof UsageError ? error.message : parseError(error)}\n${USAGE}`);
  process.exit(2);
}
let rows;
let canary;
try {
  await withStack({ tag: TAG, ...opts.at, reuse: false }, async ({ origin }) => {
    const browser = await launch();
    const yardstick = await servedYardstick();
    try {
      const state = await returningVisitorState(browser, origin);
      const ratios = {};
      const yardsticks = [];
      console.log(
        `Main thread at 4x CPU beside the yardstick (${opts.runs} pairs per page, median ratio)${opts.burdenMs ? `, every page burdened with ${opts.burdenMs} ms` : ''}:`,
      );
      const pairsOf = {};
      const measure = async (pagePath) => {
        const pairs = (pairsOf[pagePath] ??= []);
        for (let i = 0; i < opts.runs; i += 1) {
          const pageMs = await mainThreadMs(browser, `${origin}${pagePath}`, {
            state: pagePath === '/' ? undefined : state,
            burdenMs: opts.burdenMs,
          });
          const yardstickMs = await mainThreadMs(browser, yardstick.url);
          pairs.push({ pageMs, yardstickMs });
          yardsticks.push(yardstickMs);
        }
        ratios[pagePath] = pageRatio(pairs);
        const shown = pairs.map((p) => `${Math.round(p.pageMs)}/${Math.round(p.yardstickMs)}`).join(', ');
        console.log(`  ${pagePath.padEnd(20)} x${ratios[pagePath].toFixed(2)}  (page/yardstick ms: ${shown})`);
      };
      for (const pagePath of Object.keys(MAIN_THREAD_CEILINGS)) await measure(pagePath);
      // A page over its ceiling is measured as many times again and judged on all its pairs: a burst of
      // the machine's load passes, a page that grew stays over.
      const again = judge(ratios, MAIN_THREAD_CEILINGS).filter((row) => row.over);
      if (again.length) console.log(`Over, so measured again: ${again.map((row) => row.path).join(', ')}`);
      for (const { path } of again) await measure(path);
      rows = judge(ratios, MAIN_THREAD_CEILINGS);
      console.log(`Ceilings (config/main-thread-ceilings.mjs):\n${formatVerdict(rows).join('\n')}`);
      canary = await seesCanary(browser, { origin, state, yardstick, yardsticks });
      console.log(`Machine: ${describeMachine(machine())}`);
    } finally {
      await yardstick.close();
      await browser.close();
    }
  });
} catch (error) {
  console.error(failed(TAG, error));
  process.exit(1);
}
if (!canary.seen) {
  console.error(
    `\nMain-thread check failed: it did not see ${canary.path} made heavier by ${canary.burdenMs} ms, so it cannot see a page grow. Check the trace (tools/bench/src/main-thread.mjs).`,
  );
  process.exit(1);
}
const over = rows.filter((r) => r.over);
if (over.length) {
  console.error(
    `\nMain-thread check failed: ${over.map((r) => `${r.path} x${r.ratio.toFixed(2)} > x${r.ceiling ?? '?'}`).join(', ')}\nSee config/main-thread-ceilings.mjs (and npm run bench -- trace --by-cause for where the time goes).`,
  );
  process.exit(1);
}
process.exit(0);
