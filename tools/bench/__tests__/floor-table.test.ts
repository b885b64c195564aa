import { floorRows, summariseRuns } from '../modes/floor-table.mjs';

// bench floor: each target's Lighthouse runs summed up, then every row beside the yardstick's main thread
// and each page beside the floor's (the shell around a bare page).
const run = (mainThread: number, performance = 100, tbt = 0, lcp = 900) => ({
  scores: { performance },
  metrics: { 'mainthread-work-breakdown': mainThread, 'total-blocking-time': tbt, 'largest-contentful-paint': lcp },
});

describe("a target's runs", () => {
  it.each([
    { why: 'the median of each figure, rounded', runs: [run(210.4), run(180.2, 99), run(250.6)], mainThreadMs: 210, performance: 100 },
    { why: 'a failed run is left out', runs: [run(200), { failed: 'NO_NAVSTART' }, run(300, 97)], mainThreadMs: 300, performance: 100 },
  ])('$why', ({ runs, mainThreadMs, performance }) => {
    expect(summariseRuns(runs)).toEqual(expect.objectContaining({ mainThreadMs, performance }));
  });

  it('keeps every main-thread run, in order, for the table', () => {
    expect(summariseRuns([run(210.4), run(180.2)])?.mainThreadRuns).toEqual([210, 180]);
  });

  it('every run failed: no figures', () => {
    expect(summariseRuns([{ failed: 'NO_FCP' }])).toBeNull();
  });
});

describe('the table', () => {
  const yardstick = { mainThreadMs: 200, tbtMs: 0, lcpMs: 1100, performance: 100, mainThreadRuns: [200] };
  const floor = { mainThreadMs: 780, tbtMs: 10, lcpMs: 2300, performance: 98, mainThreadRuns: [780] };
  const page = (mainThreadMs: number) => ({ ...floor, mainThreadMs });
  const rows = floorRows(yardstick, floor, [
    { path: '/', figures: page(1300) },
    { path: '/lighter', figures: page(760) },
  ]);

  it.each([
    ['yardstick', 'x1', ''],
    ['floor (shell, bare page)', 'x3.90', ''],
    ['/', 'x6.50', '+520 (x2.60)'],
    ['/lighter', 'x3.80', '-20 (x-0.10)'],
  ])('%s: %s of the yardstick, %s over the floor', (name, ratio, overFloor) => {
    expect(rows.find((r) => r.name === name)).toEqual(expect.objectContaining({ ratio, overFloor }));
  });
});
