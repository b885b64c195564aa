// bench floor's pure half: a target's runs summed up, and the table of the yardstick, the floor and the
// pages (modes/floor.mjs measures them).
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
export const MAIN_THREAD = 'mainthread-work-breakdown';
const METRICS = { mainThreadMs: MAIN_THREAD, tbtMs: 'total-blocking-time', lcpMs: 'largest-contentful-paint' };

/** Medians of one target's runs: main thread, TBT, LCP and performance, with the main thread's runs. */
export function summariseRuns(runs) {
  const ok = runs.filter((r) => !r.failed);
  if (!ok.length) return null;
  const figures = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, Math.round(median(ok.map((r) => r.metrics[id])))]));
  return {
    ...figures,
    performance: median(ok.map((r) => r.scores.performance)),
    mainThreadRuns: ok.map((r) => Math.round(r.metrics[METRICS.mainThreadMs])),
  };
}

/** The table's rows: each target's median main thread, as x yardstick, and a page's part over the floor. */
export function floorRows(yardstick, floor, pages) {
  const x = (ms) => `x${(ms / yardstick.mainThreadMs).toFixed(2)}`;
  return [
    { name: 'yardstick', ...yardstick, ratio: 'x1', overFloor: '' },
    { name: 'floor (shell, bare page)', ...floor, ratio: x(floor.mainThreadMs), overFloor: '' },
    ...pages.map(({ path, figures }) => {
      const over = figures.mainThreadMs - floor.mainThreadMs;
      return { name: path, ...figures, ratio: x(figures.mainThreadMs), overFloor: `${over < 0 ? '' : '+'}${over} (${x(over)})` };
    }),
  ];
}

/** The table, one line a row. */
export function printFloorRows(rows, runs) {
  const line = (cells) => `  ${cells.map((c, i) => String(c).padEnd(i === 0 ? 26 : 14)).join(' ')}`.trimEnd();
  console.log(`\nLighthouse mobile, median of ${runs} rounds (each round: the yardstick, the floor, then every page):`);
  console.log(line(['page', 'main thread ms', 'x yardstick', 'over the floor', 'TBT ms', 'LCP ms', 'performance', 'runs']));
  for (const r of rows)
    console.log(line([r.name, r.mainThreadMs, r.ratio, r.overFloor, r.tbtMs, r.lcpMs, r.performance, r.mainThreadRuns.join(' ')]));
}
