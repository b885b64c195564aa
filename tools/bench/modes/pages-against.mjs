// `npm run bench -- pages --against <port base> [--port-base N] [--pages /,...] [--runs 5]`: Lighthouse
// mobile on each page of two stacks already running (say the build before a change on one port base and
// the one after it on another), alternately A, B, A, B ... in one run, so that the machine's state weighs
// on both alike; prints each side's runs and median, and B - A. A is --port-base's stack, B --against's.
// Pages after `/` get a returning visitor's stored state, as in `pages`. Start a stack from another tree
// with its own `node scripts/start.mjs --skip-build` and moved ports (SHELL_PORT ... API_PORT, see
// config/stack.mjs). Writes .bench/against.json.
import { launch } from '../src/browser.mjs';
import { writeFigures } from '../src/figures.mjs';
import { returningVisitorState } from '../src/journey.mjs';
import { oneRun } from '../src/lighthouse.mjs';
import { answers, BenchError } from '../src/stack.mjs';

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The stored state for pages after `/` on each side (each origin signs in for itself). */
async function statesOf(origins, pages) {
  if (pages.every((p) => p === '/')) return {};
  const browser = await launch();
  try {
    return Object.fromEntries(
      await Promise.all(Object.entries(origins).map(async ([side, o]) => [side, await returningVisitorState(browser, o)])),
    );
  } finally {
    await browser.close();
  }
}

async function comparePage(origins, states, path, runs) {
  const results = { A: [], B: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const side of ['A', 'B']) {
      // A failed run (Lighthouse's NO_NAVSTART and the like) is said and left out, as in pages mode.
      const { failed, scores, metrics } = await oneRun(`${origins[side]}${path}`, path === '/' ? null : states[side]);
      if (failed) {
        console.log(`${path} run ${i + 1} ${side}: failed (${failed}), left out`);
        continue;
      }
      const one = {
        performance: scores.performance,
        tbtMs: Math.round(metrics['total-blocking-time']),
        lcpMs: Math.round(metrics['largest-contentful-paint']),
      };
      results[side].push(one);
      console.log(`${path} run ${i + 1} ${side}: performance ${one.performance}, TBT ${one.tbtMs} ms, LCP ${one.lcpMs} ms`);
    }
  }
  for (const side of ['A', 'B'])
    if (!results[side].length)
      throw new BenchError(`every Lighthouse run of ${side} (${origins[side]}${path}) failed: no figures to compare`);
  return Object.fromEntries(
    Object.entries(results).map(([side, list]) => [
      side,
      {
        url: `${origins[side]}${path}`,
        performance: median(list.map((r) => r.performance)),
        tbtMs: median(list.map((r) => r.tbtMs)),
        lcpMs: median(list.map((r) => r.lcpMs)),
        runs: list,
      },
    ]),
  );
}

export async function runAgainst({ portBase, against, runs, pages }) {
  const origins = { A: `http://localhost:${portBase.base}`, B: `http://localhost:${against}` };
  console.log(`[bench] pages --against: reusing the stacks answering on ${origins.A} (A) and ${origins.B} (B); it starts none`);
  for (const [side, origin] of Object.entries(origins)) {
    if (!(await answers(origin))) throw new BenchError(`${side} (${origin}) does not answer: start that stack first.`);
  }
  const states = await statesOf(origins, pages);
  const compared = [];
  for (const path of pages) compared.push({ path, ...(await comparePage(origins, states, path, runs)) });
  console.log(`\nMedian of ${runs} runs each (failed ones left out), alternated:`);
  for (const page of compared) {
    for (const side of ['A', 'B']) {
      const s = page[side];
      console.log(
        `  ${side} ${s.url}: performance ${s.performance} [${s.runs.map((r) => r.performance).join(', ')}], TBT ${s.tbtMs} ms, LCP ${s.lcpMs} ms`,
      );
    }
    console.log(`  ${page.path} B - A: performance ${page.B.performance - page.A.performance}, TBT ${page.B.tbtMs - page.A.tbtMs} ms`);
  }
  writeFigures('against.json', { when: new Date().toISOString(), pages: compared });
}
