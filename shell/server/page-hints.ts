import { readFileSync } from 'node:fs';
import path from 'node:path';

// Resource hints added to index.html as it is served: the page's first requests after its own
// scripts are /config.json, the settings call and a remote's manifest, so the browser is told early.
// Built from the environment, so moving a remote needs no rebuild.

/** What a page's hints read of the settings: the brand's hero picture. */
type HintSettings = { brand?: { heroImageUrl?: string | null } | null };

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function pageHints(settings: { remotes: Record<string, string> }): string {
  const origins = [...new Set(Object.values(settings.remotes).map(originOf).filter(Boolean))];
  return [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
    '<link rel="preload" href="/api/v1/settings-flat" as="fetch" crossorigin="anonymous">',
    ...origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin="anonymous">`),
  ].join('');
}

/** The home page's paths (the route table's), whose first screen is the brand's hero picture. */
const HOME_PATHS = new Set(['/', '/home', '/booktripview']);
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const heroOf = (pathname: string, settings: HintSettings) => {
  const hero = settings.brand?.heroImageUrl;
  return hero && HOME_PATHS.has(pathname.toLowerCase().replace(/(.)\/$/, '$1')) ? escapeAttribute(hero) : null;
};

/** The hints of a page: the home page's also fetch the hero picture early, at high priority. */
export function hintsFor(pathname: string, hints: string, settings: HintSettings): string {
  const hero = heroOf(pathname, settings);
  return hero ? `${hints}<link rel="preload" href="${hero}" as="image" fetchpriority="high">` : hints;
}

/** index.html's loading screen (shell/public/index.html): the brand's picture goes before its spinner. */
export const BOOT_HERO_MARK = '<span class="boot-spinner"';

/**
 * The home page's loading screen shows the brand's picture with the HTML, before any script: `source`
 * is the picture as a data: address when it can be (inlinedPicture), else its own address.
 */
export function bootHeroFor(pathname: string, settings: HintSettings, source = settings.brand?.heroImageUrl): string {
  const hero = heroOf(pathname, settings);
  return hero ? `<img class="boot-hero" src="${escapeAttribute(source ?? hero)}" alt="" fetchpriority="high">` : '';
}

/** The largest picture put into the page itself: beyond it, a separate request costs less than the page's weight. */
export const INLINE_PICTURE_LIMIT = 16 * 1024;

/**
 * A small SVG of the site's own (a path under `root`) as a data: address, so it paints with the page's
 * first paint instead of waiting for its request behind the scripts; any other picture as it is; null
 * for an SVG of the site's own that is not there (yet: a build after the server started).
 */
export function inlinedPicture<T extends string | null | undefined>(root: string, url: T): T | string | null {
  if (!url?.startsWith('/') || !/\.svg$/i.test(url) || url.split('/').includes('..')) return url;
  let data: Buffer;
  try {
    data = readFileSync(path.join(root, url));
  } catch {
    return null;
  }
  return data.length <= INLINE_PICTURE_LIMIT ? `data:image/svg+xml;base64,${data.toString('base64')}` : url;
}

/** A page's HTML: the hints before </head>, the loading screen's picture before its spinner. */
export const pageHtml = (html: string, hints: string, bootHero: string) =>
  html.replace('</head>', `${hints}</head>`).replace(BOOT_HERO_MARK, `${bootHero}${BOOT_HERO_MARK}`);

let cached: { mtimeMs: number; html?: string; pages: Map<string, string> } = { mtimeMs: -1, pages: new Map() };

/** index.html with the hints before </head> and the loading screen's picture, rebuilt only when the file changes. */
export async function withHints(file: { mtimeMs: number }, read: () => Promise<string>, hints: string, bootHero = ''): Promise<string> {
  if (cached.mtimeMs !== file.mtimeMs) cached = { mtimeMs: file.mtimeMs, html: await read(), pages: new Map() };
  const key = `${hints}\n${bootHero}`;
  let page = cached.pages.get(key);
  if (page === undefined) {
    page = pageHtml(cached.html ?? '', hints, bootHero);
    cached.pages.set(key, page);
  }
  return page;
}
