import { floorRows } from '../modes/floor-table.mjs';
import { summarise } from '../src/lighthouse.mjs';

// bench floor: each target's Lighthouse runs summed up as `pages` sums them up, then every row beside the
// yardstick's main thread and each page beside the floor's (the shell around a bare page).
const METRIC_IDS = ['first-contentful-paint', 'speed-index', 'cumulative-layout-shift'];
const run = (mainThread: number, performance = 100, tbt = 0, lcp = 900) => ({
  scores: { performance },
  metrics: {
    'mainthread-work-breakdown': mainThread,
    'total-blocking-time': tbt,
    'largest-contentful-paint': lcp,
    ...Object.fromEntries(METRIC_IDS.map((id) => [id, 0])),
  },
});
const summary = (...mainThreads: number[]) =>
  summarise(
    'http://localhost/x',
    mainThreads.map((ms) => run(ms)),
  );

describe("a target's runs, summed up", () => {
  it('the median of each figure', () => {
    const s = summarise('http://localhost/x', [run(210.4), run(180.2, 99), run(250.6)]);
    expect(s.metrics['mainthread-work-breakdown'].median).toBe(210.4);
    expect(s.scores.performance.median).toBe(100);
  });

  it('a failed run is left out', () => {
    const s = summarise('http://localhost/x', [run(200), { failed: 'NO_NAVSTART' }, run(300, 97)]);
    expect(s.runs).toBe(2);
    expect(s.failures).toEqual(['NO_NAVSTART']);
    expect(s.metrics['mainthread-work-breakdown'].median).toBe(300);
  });

  it('every run failed: no figures, and the URL said', () => {
    expect(() => summarise('http://localhost/x', [{ failed: 'NO_FCP' }])).toThrow(
      'every Lighthouse run of http://localhost/x failed: NO_FCP',
    );
  });
});

describe('the table', () => {
  const rows = floorRows(summary(200, 180, 230), summary(780, 700, 990), [
    { path: '/', summary: summary(1300.4) },
    { path: '/lighter', summary: summary(760) },
  ]);

  it.each([
    ['yardstick', 'x1', ''],
    ['floor (shell, bare page)', 'x3.90', ''],
    ['/', 'x6.50', '+520 (x2.60)'],
    ['/lighter', 'x3.80', '-20 (x-0.10)'],
  ])('%s: %s of the yardstick, %s over the floor', (name, ratio, overFloor) => {
    expect(rows.find((r) => r.name === name)).toEqual(expect.objectContaining({ ratio, overFloor }));
  });

  it("shows each target's main-thread spread over its runs", () => {
    expect(rows.find((r) => r.name === 'floor (shell, bare page)')?.mainThreadSpread).toBe('700-990');
  });
});
