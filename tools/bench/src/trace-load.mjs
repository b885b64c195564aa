// One page load recorded as DevTools records it: a trace of the renderer at 4x CPU (Chromium's own
// throttling), optionally with a 0.2 ms sampling profile and React's commits counted. `bench trace`
// and `npm run check:main-thread` load pages through it.
import { MOBILE, seedStorage } from './browser.mjs';

const CATEGORIES = 'devtools.timeline,v8,v8.execute,disabled-by-default-devtools.timeline,toplevel';

// React calls the DevTools hook on every commit of every root (its public hook for DevTools, also in
// production builds); this one counts the commits and, in each, the components that rendered: fibers
// React made anew for this commit that carry its "performed work" flag (1). A subtree a bail-out kept is
// the previous commit's objects, whose flag is left from when they last rendered: those are not counted.
function countCommits() {
  const commits = [];
  window.__benchCommits = commits;
  let previous = new WeakSet();
  const rendered = (root) => {
    const seen = new WeakSet();
    let count = 0;
    const stack = [root.current];
    while (stack.length) {
      const fiber = stack.pop();
      seen.add(fiber);
      const component = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
      if (component && fiber.flags & 1 && !previous.has(fiber)) count += 1;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    previous = seen;
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => commits.push({ at: performance.now(), rendered: rendered(root) }),
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** A busy wait of `ms` at the document's start: a page made heavier on purpose (the check's --burden). */
function burden(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Loads `url` once in a fresh mobile context at `rate`x CPU and returns { events, profile?, commits? }
 * (commits: one { at, rendered } per React commit).
 * @param {{ state?: Record<string,string>, profile?: boolean, commits?: boolean, burdenMs?: number, rate?: number }} options
 *   state: localStorage written into the origin first (a returning visitor)
 */
export async function traceLoad(browser, url, { state, profile = false, commits = false, burdenMs = 0, rate = 4 } = {}) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    if (state) await seedStorage(page, new URL(url).origin, state);
    if (commits) await page.addInitScript(countCommits);
    if (burdenMs) await page.addInitScript(burden, burdenMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    const events = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    if (profile) await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const counted = commits ? await page.evaluate(() => window.__benchCommits ?? []) : undefined;
    const recorded = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    await cdp.send('Tracing.end');
    await complete;
    return { events, profile: recorded, commits: counted };
  } finally {
    await context.close();
  }
}
