// bench floor's pure half: the table of the yardstick, the floor and the pages, from each one's Lighthouse
// runs summed up by `summarise` (src/lighthouse.mjs, as `pages` sums them up; modes/floor.mjs measures them).
const MAIN_THREAD = 'mainthread-work-breakdown';

/** One target's figures in the table: medians, and the main thread's spread over the runs. */
function figures(summary) {
  const median = (id) => Math.round(summary.metrics[id].median);
  const { min, max } = summary.metrics[MAIN_THREAD];
  return {
    mainThreadMs: median(MAIN_THREAD),
    tbtMs: median('total-blocking-time'),
    lcpMs: median('largest-contentful-paint'),
    performance: summary.scores.performance.median,
    mainThreadSpread: `${Math.round(min)}-${Math.round(max)}`,
  };
}

/** The table's rows: each target's median main thread, as x yardstick, and a page's part over the floor. */
export function floorRows(yardstick, floor, pages) {
  const base = figures(yardstick);
  const bare = figures(floor);
  const x = (ms) => `x${(ms / base.mainThreadMs).toFixed(2)}`;
  return [
    { name: 'yardstick', ...base, ratio: 'x1', overFloor: '' },
    { name: 'floor (shell, bare page)', ...bare, ratio: x(bare.mainThreadMs), overFloor: '' },
    ...pages.map(({ path, summary }) => {
      const page = figures(summary);
      const over = page.mainThreadMs - bare.mainThreadMs;
      return { name: path, ...page, ratio: x(page.mainThreadMs), overFloor: `${over < 0 ? '' : '+'}${over} (${x(over)})` };
    }),
  ];
}

/** The table, one line a row. */
export function printFloorRows(rows, runs) {
  const line = (cells) => `  ${cells.map((c, i) => String(c).padEnd(i === 0 ? 26 : 14)).join(' ')}`.trimEnd();
  console.log(`\nLighthouse mobile, median of ${runs} rounds (each round: the yardstick, the floor, then every page):`);
  console.log(line(['page', 'main thread ms', 'x yardstick', 'over the floor', 'TBT ms', 'LCP ms', 'performance', 'spread ms']));
  for (const r of rows)
    console.log(line([r.name, r.mainThreadMs, r.ratio, r.overFloor, r.tbtMs, r.lcpMs, r.performance, r.mainThreadSpread]));
}
