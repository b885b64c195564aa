// `npm run bench -- pages`: per page of the journey (`/` as a first visit, the others with a returning
// visitor's stored state): the gzip bytes of JS loaded before the first interaction with the top files;
// min / median / max of `--runs` Lighthouse mobile runs; the median run's 5 longest main-thread tasks
// and their script; on `/`, the first interaction's INP (tap Pick-Up, type 'Heath', suggestions) at 4x
// CPU. Then the yardstick (React and react-dom alone, measured alike, its Lighthouse runs spread over
// the bench) and every page beside it. Writes .bench/last.json. `--against` and `--by-library` are its
// two other questions (pages-against.mjs, pages-by-library.mjs).
import { launch, MOBILE } from '../src/browser.mjs';
import { readInteractions, recordInteractions } from '../src/event-timing.mjs';
import { describeMachine, machine, writeFigures } from '../src/figures.mjs';
import { returningVisitorState } from '../src/journey.mjs';
import { lighthouseRuns } from '../src/lighthouse.mjs';
import { measureJavaScript, totalGzip } from '../src/scripts.mjs';
import { BenchError, withStack } from '../src/stack.mjs';
import { startYardstick } from '../src/yardstick.mjs';
import { printBesideYardstick, printPage, printYardstick } from './pages-print.mjs';

const KB = 1024;
export const TARGETS = {
  '/': { jsBytes: 150 * KB, performance: 98, tbtMs: 100, fcpMs: 1200, lcpMs: 1500, cls: 0.05, inpMs: 200 },
  journey: { jsBytes: 200 * KB, performance: 95 },
};
export const PAGES = ['/', '/quotationview', '/personalDetailView', '/paymentview', '/bookings'];

/**
 * The first interaction on `/` at 4x CPU: tap Pick-Up, type 'Heath', wait for the suggestions.
 * INP is the longest interaction (Event Timing: input delay + handlers + next paint).
 */
async function firstInteraction(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInteractions, true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const box = page.getByRole('combobox', { name: 'Pick-Up', exact: true });
    await box.waitFor({ timeout: 60_000 });
    const started = Date.now();
    await box.tap();
    await box.pressSequentially('Heath', { delay: 120 });
    await page.getByRole('option').first().waitFor({ timeout: 30_000 });
    const suggestionsMs = Date.now() - started;
    await page.waitForTimeout(500);
    const { longestMs, interactions, worstEvents } = await readInteractions(page);
    return { inpMs: longestMs, interactions, worstEvents, suggestionsMs };
  } finally {
    await context.close();
  }
}

/** How many of the yardstick's Lighthouse runs come first: the rest come one before each page's. */
const yardstickRunsFirst = (runs, pages) => Math.max(0, runs - pages);

export async function run({ portBase, runs, pages = PAGES, lighthouse, against, byLibrary }) {
  if (against !== undefined) return (await import('./pages-against.mjs')).runAgainst({ portBase, against, runs, pages });
  if (byLibrary) return (await import('./pages-by-library.mjs')).runByLibrary({ portBase });
  await withStack({ tag: 'bench', ...portBase }, async ({ origin }) => {
    const browser = await launch();
    const yardstick = await startYardstick(browser);
    try {
      const sample = async () => lighthouse && yardstick.sample();
      for (let i = 0; i < yardstickRunsFirst(runs, pages.length); i += 1) await sample();
      const state = pages.some((p) => p !== '/') ? await returningVisitorState(browser, origin) : undefined;
      const results = [];
      for (const pagePath of pages) {
        const url = `${origin}${pagePath}`;
        const pageState = pagePath === '/' ? undefined : state;
        const { scripts, finalPath } = await measureJavaScript(browser, url, pageState);
        const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
        const result = {
          path: pagePath,
          finalPath,
          js: { gzipBytes: totalGzip(scripts), files: scripts.length, top: sorted.slice(0, 5), scripts: sorted },
        };
        if (pagePath === '/') result.interaction = await firstInteraction(browser, url);
        await sample();
        if (lighthouse) {
          // A page whose every run failed keeps its other figures, and the whole run still fails below.
          try {
            result.lighthouse = await lighthouseRuns(url, pageState, runs);
          } catch (error) {
            result.lighthouseError = error.message;
          }
        }
        printPage(result, pagePath === '/' ? TARGETS['/'] : TARGETS.journey, TARGETS['/'].inpMs);
        results.push(result);
      }
      const floor = yardstick.figures();
      printYardstick(floor);
      printBesideYardstick(results, floor);
      const taken = machine();
      const file = writeFigures('last.json', {
        measuredAt: new Date().toISOString(),
        origin,
        machine: taken,
        runs,
        targets: TARGETS,
        yardstick: floor,
        pages: results,
      });
      console.log(`\nMachine: ${describeMachine(taken)}. Figures written to ${file}`);
      const missing = [floor, ...results].filter((page) => page.lighthouseError);
      if (missing.length)
        throw new BenchError(`no Lighthouse figures for ${missing.map((page) => `${page.path} (${page.lighthouseError})`).join(', ')}`);
    } finally {
      await yardstick.close();
      await browser.close();
    }
  });
}
