// `npm run bench -- ab --a <port base> --b <port base> [--runs 5] [--path /]`: Lighthouse mobile on one
// page of two stacks already running (say the build before a change on port base 8000 and the one
// after it on 3000), alternately A, B, A, B ... in one run, so that the machine's state weighs on both
// alike; prints each side's runs and median, and B - A. Start a stack from another tree with its own
// `node scripts/start.mjs --skip-build` and moved ports (SHELL_PORT ... API_PORT, see config/stack.mjs).
// Writes .bench/ab.json.
import { writeFigures } from '../src/figures.mjs';
import { oneRun } from '../src/lighthouse.mjs';
import { answers, BenchError } from '../src/stack.mjs';

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export async function run({ a, b, runs, path }) {
  const sides = { A: `http://localhost:${a}${path}`, B: `http://localhost:${b}${path}` };
  console.log(`[bench] ab: reusing the stacks answering on http://localhost:${a} (A) and http://localhost:${b} (B); it starts none`);
  for (const [side, url] of Object.entries(sides)) {
    if (!(await answers(url))) throw new BenchError(`${side} (${url}) does not answer: start that stack first.`);
  }
  const results = { A: [], B: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const side of ['A', 'B']) {
      // A failed run (Lighthouse's NO_NAVSTART and the like) is said and left out, as in pages mode.
      const { failed, scores, metrics } = await oneRun(sides[side], null);
      if (failed) {
        console.log(`run ${i + 1} ${side}: failed (${failed}), left out`);
        continue;
      }
      const one = {
        performance: scores.performance,
        tbtMs: Math.round(metrics['total-blocking-time']),
        lcpMs: Math.round(metrics['largest-contentful-paint']),
      };
      results[side].push(one);
      console.log(`run ${i + 1} ${side}: performance ${one.performance}, TBT ${one.tbtMs} ms, LCP ${one.lcpMs} ms`);
    }
  }
  for (const side of ['A', 'B'])
    if (!results[side].length) throw new BenchError(`every Lighthouse run of ${side} (${sides[side]}) failed: no figures to compare`);
  const summary = Object.fromEntries(
    Object.entries(results).map(([side, list]) => [
      side,
      {
        url: sides[side],
        performance: median(list.map((r) => r.performance)),
        tbtMs: median(list.map((r) => r.tbtMs)),
        lcpMs: median(list.map((r) => r.lcpMs)),
        runs: list,
      },
    ]),
  );
  console.log(`\nMedian of ${runs} runs each (failed ones left out), alternated:`);
  for (const side of ['A', 'B']) {
    const s = summary[side];
    console.log(
      `  ${side} ${s.url}: performance ${s.performance} [${s.runs.map((r) => r.performance).join(', ')}], TBT ${s.tbtMs} ms, LCP ${s.lcpMs} ms`,
    );
  }
  console.log(`  B - A: performance ${summary.B.performance - summary.A.performance}, TBT ${summary.B.tbtMs - summary.A.tbtMs} ms`);
  writeFigures('ab.json', { when: new Date().toISOString(), ...summary });
}
