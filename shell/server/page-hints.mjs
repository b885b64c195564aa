// Resource hints added to index.html as it is served: the page's first requests after its own
// scripts are /config.json, the settings call and a remote's manifest, so the browser is told early.
// Built from the environment, so moving a remote needs no rebuild.
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function pageHints(settings) {
  const origins = [...new Set(Object.values(settings.remotes).map(originOf).filter(Boolean))];
  return [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
    '<link rel="preload" href="/api/v1/settings-flat" as="fetch" crossorigin="anonymous">',
    ...origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin="anonymous">`),
  ].join('');
}

/** The home page's paths (the route table's), whose largest paint is the brand's hero picture. */
const HOME_PATHS = new Set(['/', '/home', '/booktripview']);
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The hints of a page: the home page's also fetch the hero picture early, at high priority. */
export function hintsFor(pathname, hints, settings) {
  const hero = settings.brand?.heroImageUrl;
  if (!hero || !HOME_PATHS.has(pathname.toLowerCase().replace(/(.)\/$/, '$1'))) return hints;
  return `${hints}<link rel="preload" href="${escapeAttribute(hero)}" as="image" fetchpriority="high">`;
}

let cached = { mtimeMs: -1, pages: new Map() };

/** index.html with the hints before </head>, rebuilt only when the file changes. */
export async function withHints(file, read, hints) {
  if (cached.mtimeMs !== file.mtimeMs) cached = { mtimeMs: file.mtimeMs, html: await read(), pages: new Map() };
  if (!cached.pages.has(hints)) cached.pages.set(hints, cached.html.replace('</head>', `${hints}</head>`));
  return cached.pages.get(hints);
}
