// The main-thread ceiling's judge, pure: each page's ratio (its main-thread time / the yardstick's, taken
// in the same run) against its ceiling (config/main-thread-ceilings.mjs, docs/decisions/performance.md).
import { median } from './main-thread.mjs';

/**
 * The ratio of one page: the median of the ratios of its pairs (a page load and the yardstick load
 * right after it, so that both meet the machine's load alike).
 * @param {Array<{ pageMs: number, yardstickMs: number }>} pairs
 */
export function pageRatio(pairs) {
  if (!pairs.length) throw new Error('no loads to judge');
  const ratios = pairs.map((p) => p.pageMs / p.yardstickMs);
  if (ratios.some((r) => !Number.isFinite(r) || r <= 0)) throw new Error('a load with no main-thread time: the trace is wrong');
  return median(ratios);
}

/**
 * @param {Record<string, number>} ratios page path -> measured ratio
 * @param {Record<string, number>} ceilings page path -> ceiling
 * @returns {Array<{ path: string, ratio: number, ceiling: number, over: boolean }>} a page without a ceiling fails
 */
export function judge(ratios, ceilings) {
  return Object.entries(ratios).map(([path, ratio]) => {
    const ceiling = ceilings[path];
    return { path, ratio, ceiling, over: ceiling === undefined || ratio > ceiling };
  });
}

/** The verdict as printed lines. */
export function formatVerdict(rows) {
  return rows.map(
    ({ path, ratio, ceiling, over }) =>
      `  ${over ? 'OVER' : 'ok  '} ${path.padEnd(20)} x${ratio.toFixed(2)} the yardstick's main thread, ceiling ${ceiling === undefined ? 'none set' : `x${ceiling.toFixed(2)}`}`,
  );
}

/**
 * The canary's burden: a busy wait that alone takes a page past `ceiling`, 1.5 times over, beside the
 * slowest yardstick load of the run. Every run of the check loads one page so burdened and must find it
 * over: a check that cannot see it (a trace that lost the page's work, a wrong ratio) fails itself.
 * @param {number} ceiling
 * @param {number[]} yardstickMs the run's yardstick loads
 */
export function canaryBurdenMs(ceiling, yardstickMs) {
  if (!yardstickMs.length) throw new Error('no yardstick loads to size the canary by');
  return Math.ceil(ceiling * 1.5 * Math.max(...yardstickMs));
}
