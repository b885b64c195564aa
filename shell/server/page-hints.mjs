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

let cached = { mtimeMs: -1, html: '' };

/** index.html with the hints before </head>, rebuilt only when the file changes. */
export async function withHints(file, read, hints) {
  if (cached.mtimeMs !== file.mtimeMs) cached = { mtimeMs: file.mtimeMs, html: (await read()).replace('</head>', `${hints}</head>`) };
  return cached.html;
}
