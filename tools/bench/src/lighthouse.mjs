// Lighthouse runs: mobile defaults (Moto G Power screen, simulated slow 4G, 4x CPU), each run in a
// fresh Chromium profile (cold cache), with a returning visitor's storage seeded first when given.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from '../../../config/chromium.mjs';
import { chromiumPath, seedStorage } from './browser.mjs';

// The last one is for the yardstick's table: all main-thread work, scaled by the simulated 4x CPU as TBT is.
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'mainthread-work-breakdown',
];

async function seedThroughDevTools(port, url, state) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await seedStorage(page, url, state);
    await page.close();
  } finally {
    await browser.close(); // only disconnects from a browser it connected to
  }
}

// Lighthouse's NO_NAVSTART: its trace lacked the navigation's start, a miss of the trace's capture
// (seen on 1-2 runs in 50 of either build, on any page), not of the page: such a run is taken again, once.
const CAPTURE_MISSES = new Set(['NO_NAVSTART']);

/** One Lighthouse run: category scores, metric values and the longest main-thread tasks, or { failed }. */
export async function oneRun(url, state) {
  const first = await attempt(url, state);
  if (!CAPTURE_MISSES.has(first.failed)) return first;
  console.log(`  Lighthouse: ${url} failed (${first.failed}), run again once`);
  return attempt(url, state);
}

async function attempt(url, state) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
  try {
    if (state) await seedThroughDevTools(chrome.port, url, state);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Keep the seeded storage; the profile is new, so the HTTP cache is still cold.
      disableStorageReset: Boolean(state),
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A failed run (page error, no paint in time...) has null scores: left out of the figures, reported.
    if (runtimeError || categories.performance?.score == null) return { failed: runtimeError?.code ?? 'no performance score' };
    const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? null]));
    const longTasks = (audits['long-tasks']?.details?.items ?? [])
      .map((t) => ({ url: t.url, durationMs: Math.round(t.duration), startMs: Math.round(t.startTime) }))
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, 5);
    return { scores, metrics, longTasks, finalUrl: result.lhr.finalDisplayedUrl };
  } finally {
    await chrome.kill();
  }
}

const spread = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};

/** Runs of one page summed up: min / median / max per score and metric, and the median run's long tasks. */
export function summarise(url, all) {
  const failures = all.filter((r) => r.failed).map((r) => r.failed);
  const results = all.filter((r) => !r.failed);
  if (!results.length) throw new Error(`every Lighthouse run of ${url} failed: ${failures.join(', ')}`);
  const scores = Object.fromEntries(Object.keys(results[0].scores).map((id) => [id, spread(results.map((r) => r.scores[id]))]));
  const metrics = Object.fromEntries(METRICS.map((id) => [id, spread(results.map((r) => r.metrics[id]))]));
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byPerformance[Math.floor(byPerformance.length / 2)];
  return {
    runs: results.length,
    failures,
    scores,
    metrics,
    longTasks: medianRun.longTasks,
    finalUrl: medianRun.finalUrl,
    performanceRuns: results.map((r) => r.scores.performance),
  };
}

/** `runs` Lighthouse runs of one page, summed up. */
export async function lighthouseRuns(url, state, runs) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await oneRun(url, state));
  return summarise(url, all);
}
