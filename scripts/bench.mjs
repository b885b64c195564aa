#!/usr/bin/env node
// `npm run bench [-- --url <shell url>] [-- --port-base 3200] [-- --no-lighthouse]`
// Prints what `/` costs a mobile visitor: the gzip bytes of JavaScript loaded before the first
// interaction, react + react-dom alone in the same run, their ratio, and Lighthouse mobile scores.
// Reuses a stack already answering at the URL, else starts the built one (building if needed).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureStack, root, stopStack } from './bench-stack.mjs';

const TARGET_KB = 150;
const TARGET_PERFORMANCE = 98;
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// React 19's own production files (react, react-dom, react-dom/client) all carry this internals name.
const REACT_MARKER = '_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const JSX_RUNTIME_MARKER = /react\.transitional\.element[\s\S]{0,4000}\.jsxs=/;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '3000' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const base = Number(args['port-base']);
const url = args.url ?? `http://localhost:${base}/`;
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Every script `/` loads until the network is idle, with its gzip size (as sent, or gzipped here). */
async function measureJavaScript() {
  const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      pending.push((async () => {
        const body = await response.body();
        const wireGzip = /gzip/.test(response.headers()['content-encoding'] ?? '');
        const gzipBytes = wireGzip ? (await response.request().sizes()).responseBodySize : gzipSync(body).length;
        const text = body.toString('utf8');
        const isReact = text.includes(REACT_MARKER) || JSX_RUNTIME_MARKER.test(text);
        return { url: response.url(), gzipBytes, rawBytes: body.length, wireGzip, isReact };
      })());
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const scripts = [...new Map((await Promise.all(pending)).map((s) => [s.url, s])).values()];
    await context.close();
    return scripts;
  } finally {
    await browser.close();
  }
}

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    // Lighthouse's defaults are the mobile run: Moto G Power screen, simulated slow 4G and 4x CPU.
    const result = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
        .map((id) => [id, audits[id]?.displayValue ?? 'n/a']),
    );
    return { scores, metrics };
  } finally {
    await chrome.kill();
  }
}

const stack = await ensureStack(url, base);
let exitCode = 0;
try {
  const scripts = await measureJavaScript();
  const totalGzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const react = scripts.filter((s) => s.isReact);
  const reactGzip = react.reduce((sum, s) => sum + s.gzipBytes, 0);
  const ratio = totalGzip > 0 ? reactGzip / totalGzip : 0;

  console.log(`\nJavaScript loaded by ${url} before the first interaction (mobile, until network idle):`);
  for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(s.gzipBytes).padStart(7)} KB gzip ${s.isReact ? '[react]' : '       '} ${s.url}`);
  }
  const byOrigin = new Map();
  for (const s of scripts) byOrigin.set(new URL(s.url).origin, (byOrigin.get(new URL(s.url).origin) ?? 0) + s.gzipBytes);
  console.log(`\n  by origin: ${[...byOrigin].map(([origin, bytes]) => `${origin} ${kb(bytes)} KB`).join(', ')}`);
  console.log(`\n  1. JS before first interaction : ${kb(totalGzip)} KB gzip in ${scripts.length} files (target <= ${TARGET_KB} KB) ${totalGzip <= TARGET_KB * 1024 ? 'OK' : 'OVER'}`);
  console.log(`  2. react + react-dom alone     : ${kb(reactGzip)} KB gzip in ${react.length} files`);
  console.log(`  3. ratio react / all           : ${(ratio * 100).toFixed(1)} %`);

  let lighthouseResult = null;
  if (!args['no-lighthouse']) {
    lighthouseResult = await runLighthouse();
    const { scores, metrics } = lighthouseResult;
    console.log(`  4. Lighthouse mobile for /     : performance ${scores.performance} (target >= ${TARGET_PERFORMANCE}) ${scores.performance >= TARGET_PERFORMANCE ? 'OK' : 'UNDER'},`
      + ` accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`);
    console.log(`     ${Object.entries(metrics).map(([id, value]) => `${id} ${value}`).join(', ')}`);
  }

  mkdirSync(path.join(root, '.bench'), { recursive: true });
  const figures = {
    measuredAt: new Date().toISOString(), url,
    javascript: { gzipBytes: totalGzip, files: scripts.length, targetBytes: TARGET_KB * 1024, byOrigin: Object.fromEntries(byOrigin) },
    react: { gzipBytes: reactGzip, files: react.map((s) => s.url) },
    reactRatio: Number(ratio.toFixed(4)),
    lighthouse: lighthouseResult && { ...lighthouseResult, targetPerformance: TARGET_PERFORMANCE },
    scripts,
  };
  writeFileSync(path.join(root, '.bench', 'last.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log('\nFigures written to .bench/last.json');
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  stopStack(stack);
}
process.exit(exitCode);
