import { createHash } from 'node:crypto';
import { BOOT_LOADER, BOOT_LOADER_HASH, BOOT_MAIN_ID, bootLoaderTags } from '../boot-loader';
import { contentSecurityPolicy } from '../security-headers';
import { nginxPolicy } from './nginx-config';

// The page's loader (docs/decisions/start-up.md): main.js is preloaded with the HTML and run once the first paint is
// on screen. Here: the tags it is built from, when it runs the script, and the CSP that allows it alone.

type Entry = { name: string };
type Listener = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** Runs the loader against a stand-in page; `paint(name)` delivers a paint entry as the browser would. */
function page({ visibility = 'visible', observer = true } = {}) {
  const appended: string[] = [];
  let listener: Listener | undefined;
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === BOOT_MAIN_ID ? { href: 'http://shop.test/main.abc.js' } : null),
    createElement: () => ({ src: '' }),
    head: { appendChild: (element: { src: string }) => appended.push(element.src) },
  };
  class PerformanceObserver {
    constructor(callback: Listener) {
      listener = callback;
    }
    observe() {}
  }
  new Function('document', 'PerformanceObserver', BOOT_LOADER)(document, observer ? PerformanceObserver : undefined);
  const paint = (name: string) => listener?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  return { appended, paint };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the loader runs main.js once, after the first contentful paint', () => {
  test('a shown page waits for the paint, then runs the preloaded script in the next task', () => {
    const { appended, paint } = page();
    jest.advanceTimersByTime(500);
    expect(appended).toEqual([]);
    paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(appended).toEqual(['http://shop.test/main.abc.js']);
    jest.advanceTimersByTime(2000);
    expect(appended).toHaveLength(1);
  });

  test.each([
    ['a tab that is not shown (it never paints)', { visibility: 'hidden' }],
    ['a browser without paint entries', { observer: false }],
  ])('%s runs it at once', (_case, options) => {
    expect(page(options).appended).toEqual(['http://shop.test/main.abc.js']);
  });

  test('a paint that never comes delays it by 1 s at most', () => {
    const { appended } = page();
    jest.advanceTimersByTime(999);
    expect(appended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended).toHaveLength(1);
  });
});

describe('the tags of the page', () => {
  const script = (src: string) => ({ tagName: 'script', voidTag: false, attributes: { defer: true, src } });
  const meta = { tagName: 'meta', voidTag: true, attributes: { name: 'x' } };

  test('the entry script becomes a low-priority preload, and the loader goes last in the body', () => {
    const { headTags, bodyTags } = bootLoaderTags({ headTags: [meta, script('/main.abc.js')], bodyTags: [meta] });
    expect(headTags).toEqual([
      meta,
      {
        tagName: 'link',
        voidTag: true,
        attributes: { id: 'boot-main', rel: 'preload', href: '/main.abc.js', as: 'script', fetchpriority: 'low' },
      },
    ]);
    expect(bodyTags).toEqual([meta, { tagName: 'script', voidTag: false, attributes: {}, innerHTML: BOOT_LOADER }]);
  });

  test.each([
    ['no entry script', [meta]],
    ['two entry scripts', [script('/a.js'), script('/b.js')]],
  ])('%s is refused at build time', (_case, headTags) => {
    expect(() => bootLoaderTags({ headTags, bodyTags: [] })).toThrow(/one entry script/);
  });
});

describe('the CSP allows the loader alone, in the Node server and in nginx', () => {
  const scriptSources = (csp: string) => /(?:^|;\s*)script-src ([^;]+)/.exec(csp)![1].split(/\s+/);

  test('the hash is the loader text as built into the page', () => {
    expect(BOOT_LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`);
  });

  test.each([
    ['the Node server', () => contentSecurityPolicy({ remotes: {}, frameParentOrigins: [] })],
    ['nginx', nginxPolicy],
  ])('%s: the loader by its hash, no other inline script', (_server, policy) => {
    const sources = scriptSources(policy());
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual([BOOT_LOADER_HASH]);
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
