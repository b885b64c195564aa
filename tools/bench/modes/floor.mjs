// `npm run bench -- floor [--port-base N] [--runs 5] [--pages /,...]`: Lighthouse mobile's main-thread
// work of the yardstick (React and react-dom alone), of the floor (the shell around a bare page, no
// remote: src/floor.mjs) and of each page, taken in turn in every round, so that the machine's load
// weighs on all alike. Prints the medians, each as a ratio to the yardstick's, and what each page adds
// to the floor: the share of a page's work that is its remote's, and the share that every page pays.
// Writes .bench/floor.json.
import { launch } from '../src/browser.mjs';
import { describeMachine, machine, writeFigures } from '../src/figures.mjs';
import { servedFloor } from '../src/floor.mjs';
import { returningVisitorState } from '../src/journey.mjs';
import { oneRun, summarise } from '../src/lighthouse.mjs';
import { BenchError, withStack } from '../src/stack.mjs';
import { servedYardstick } from '../src/yardstick.mjs';
import { floorRows, printFloorRows } from './floor-table.mjs';
import { PAGES } from './pages.mjs';

/** A returning visitor's stored state on the stack (pages after `/` are measured with it). */
async function visitorState(origin) {
  const browser = await launch();
  try {
    return await returningVisitorState(browser, origin);
  } finally {
    await browser.close();
  }
}

export async function run({ portBase, runs, pages = PAGES }) {
  await withStack({ tag: 'bench', ...portBase }, async ({ origin, base }) => {
    const state = pages.some((p) => p !== '/') ? await visitorState(origin) : undefined;
    const yardstick = await servedYardstick();
    const floor = await servedFloor(base).catch(async (error) => {
      await yardstick.close();
      throw error;
    });
    try {
      const targets = [
        { name: 'yardstick', url: yardstick.url },
        { name: 'floor', url: floor.url },
        ...pages.map((p) => ({ name: p, url: `${origin}${p}`, state: p === '/' ? undefined : state })),
      ];
      const results = new Map(targets.map((t) => [t.name, []]));
      for (let round = 1; round <= runs; round += 1) {
        for (const target of targets) {
          const result = await oneRun(target.url, target.state);
          results.get(target.name).push(result);
          const said = result.failed
            ? `failed (${result.failed}), left out`
            : `main thread ${Math.round(result.metrics['mainthread-work-breakdown'])} ms`;
          console.log(`round ${round} ${target.name}: ${said}`);
        }
      }
      // Failed runs are left out as in `pages`; a target none of whose runs gave figures ends the bench.
      const summed = Object.fromEntries(
        targets.map((t) => {
          try {
            return [t.name, summarise(t.url, results.get(t.name))];
          } catch (error) {
            throw new BenchError(error.message);
          }
        }),
      );
      const rows = floorRows(
        summed.yardstick,
        summed.floor,
        pages.map((p) => ({ path: p, summary: summed[p] })),
      );
      printFloorRows(rows, runs);
      const taken = machine();
      const file = writeFigures('floor.json', { measuredAt: new Date().toISOString(), origin, machine: taken, runs, rows });
      console.log(`\nMachine: ${describeMachine(taken)}. Figures written to ${file}`);
    } finally {
      await floor.close();
      await yardstick.close();
    }
  });
}
