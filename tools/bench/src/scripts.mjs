// The JavaScript a page receives, each file with its gzip bytes: as sent when the server gzips it,
// else gzipped here, so a stack that sends plain files is counted alike.
import { gzipSync } from 'node:zlib';
import { MOBILE, seedStorage } from './browser.mjs';

// React 19's own production files (react, react-dom, react-dom/client) all carry this internals name.
const REACT_MARKER = '_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const JSX_RUNTIME_MARKER = /react\.transitional\.element[\s\S]{0,4000}\.jsxs=/;

/** A script by the request's type or by its content type. */
const isScript = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function sized(response) {
  try {
    const body = await response.body();
    const wireGzip = /gzip/.test(response.headers()['content-encoding'] ?? '');
    const gzipBytes = wireGzip ? (await response.request().sizes()).responseBodySize : gzipSync(body).length;
    const text = body.toString('utf8');
    const isReact = text.includes(REACT_MARKER) || JSX_RUNTIME_MARKER.test(text);
    return { url: response.url(), gzipBytes, rawBytes: body.length, wireGzip, isReact };
  } catch {
    return null; // a response without a body (a redirect, a page that closed)
  }
}

/**
 * Collects the scripts (those `match` keeps) the page receives from now on. `take()` gives those since
 * the last take, each URL once; `stop()` stops collecting.
 */
export function collectScripts(page, match = isScript) {
  let pending = [];
  const listener = (response) => {
    if (match(response)) pending.push(sized(response));
  };
  page.on('response', listener);
  return {
    async take() {
      const taken = pending;
      pending = [];
      const scripts = (await Promise.all(taken)).filter(Boolean);
      return [...new Map(scripts.map((s) => [s.url, s])).values()];
    },
    stop: () => page.off('response', listener),
  };
}

/** Every script a page loads until the network is idle (mobile viewport), after seeding `state` if given. */
export async function measureJavaScript(browser, url, state) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    if (state) await seedStorage(page, url, state);
    const collector = collectScripts(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const finalPath = new URL(page.url()).pathname;
    return { scripts: await collector.take(), finalPath };
  } finally {
    await context.close();
  }
}

export const totalGzip = (scripts) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
