// `bench pages`' lines: each page as before (so earlier figures stay comparable), then the yardstick's
// own block, and every page beside the yardstick, as a ratio to it.
const KB = 1024;
const kb = (bytes) => (bytes / KB).toFixed(1);
const verdict = (ok) => (ok ? 'OK' : 'MISSED');
const fmt = ({ min, median, max }, digits = 0) => `${median?.toFixed(digits)} (${min?.toFixed(digits)}-${max?.toFixed(digits)})`;

function printLighthouse({ scores, metrics, longTasks, performanceRuns, failures, runs }, target) {
  if (failures.length) console.log(`  Lighthouse: ${failures.length} failed run(s) left out: ${failures.join(', ')}`);
  const against = target ? ` (target >= ${target.performance}) ${verdict(scores.performance.median >= target.performance)}` : '';
  console.log(
    `  Lighthouse mobile, median (min-max) of ${runs}: performance ${fmt(scores.performance)} [${performanceRuns.join(', ')}]${against}`,
  );
  console.log(`    accessibility ${fmt(scores.accessibility)}, best practices ${fmt(scores['best-practices'])}, SEO ${fmt(scores.seo)}`);
  console.log(
    `    FCP ${fmt(metrics['first-contentful-paint'])} ms, LCP ${fmt(metrics['largest-contentful-paint'])} ms, TBT ${fmt(metrics['total-blocking-time'])} ms, CLS ${fmt(metrics['cumulative-layout-shift'], 3)}, SI ${fmt(metrics['speed-index'])} ms`,
  );
  console.log('    longest main-thread tasks (median run):');
  for (const t of longTasks) console.log(`      ${String(t.durationMs).padStart(5)} ms at ${t.startMs} ms  ${t.url}`);
}

export function printPage(page, target, inpTargetMs) {
  console.log(
    `\n${page.path}${page.finalPath !== page.path ? ` (ended on ${page.finalPath})` : ''}${page.path === '/' ? ', first visit' : ', returning visitor'}`,
  );
  console.log(
    `  JS before first interaction: ${kb(page.js.gzipBytes)} KB gzip in ${page.js.files} files (target <= ${kb(target.jsBytes)}) ${verdict(page.js.gzipBytes <= target.jsBytes)}`,
  );
  for (const s of page.js.top) console.log(`    ${kb(s.gzipBytes).padStart(6)} KB ${s.isReact ? '[react]' : '       '} ${s.url}`);
  if (page.lighthouse) printLighthouse(page.lighthouse, target);
  if (page.lighthouseError) console.log(`  Lighthouse: ${page.lighthouseError}`);
  if (page.interaction) {
    const i = page.interaction;
    console.log(
      `  First interaction (tap Pick-Up, type 'Heath', 4x CPU): INP ${i.inpMs.toFixed(0)} ms (target <= ${inpTargetMs}) ${verdict(i.inpMs <= inpTargetMs)}; ${i.interactions} interactions; worst ${i.worstEvents.join('/') || '-'}; suggestions after ${i.suggestionsMs} ms`,
    );
  }
}

export function printYardstick(yardstick) {
  console.log('\nyardstick: React and react-dom alone (tools/bench/yardstick, rspack production), first visit; its Lighthouse runs');
  console.log("  were spread over the bench, one before each page's (and the rest first), to meet the same machine load");
  console.log(`  JS before first interaction: ${kb(yardstick.js.gzipBytes)} KB gzip in ${yardstick.js.files} files`);
  if (yardstick.lighthouse) printLighthouse(yardstick.lighthouse);
  if (yardstick.lighthouseError) console.log(`  Lighthouse: ${yardstick.lighthouseError}`);
}

/** `value (xR)` where R = value / floor; a floor of 0 has no ratio, so the difference is given: `value (+D)`. */
export function ratio(value, floor, digits = 0) {
  if (value == null || floor == null) return '-';
  const shown = value.toFixed(digits);
  if (floor === 0) return value === 0 ? `${shown} (x1)` : `${shown} (+${shown})`;
  return `${shown} (x${(value / floor).toFixed(2)})`;
}

/**
 * A table: each page's JS, and the medians of TBT, main-thread work and performance, beside the
 * yardstick's and as a ratio to them.
 */
export function printBesideYardstick(pages, yardstick) {
  const row = (name, cells) => `  ${name.padEnd(20)} ${cells.map((c) => c.padEnd(16)).join(' ')}`.trimEnd();
  const median = (p, id) => p.lighthouse?.metrics[id]?.median;
  const columns = [
    ['JS KB gzip', (p) => p.js.gzipBytes / KB, 1],
    ['TBT ms', (p) => median(p, 'total-blocking-time'), 0],
    ['main thread ms', (p) => median(p, 'mainthread-work-breakdown'), 0],
    ['performance', (p) => p.lighthouse?.scores.performance.median, 0],
  ];
  console.log('\nBeside the yardstick (React and react-dom alone): each page as x page / yardstick; a yardstick of 0 ms');
  console.log("gives the difference (+N). Of the ratios, the main-thread one follows the machine's load least (docs/performance.md).");
  console.log(
    row(
      'page',
      columns.map(([name]) => name),
    ),
  );
  console.log(
    row(
      'yardstick',
      columns.map(([, value, digits]) => value(yardstick)?.toFixed(digits) ?? '-'),
    ),
  );
  for (const p of pages)
    console.log(
      row(
        p.path,
        columns.map(([, value, digits]) => ratio(value(p), value(yardstick), digits)),
      ),
    );
}
