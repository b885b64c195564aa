import { runNode } from './run-node';

// config/create-app-config.mjs, evaluated in a real node as rspack's CLI does. Under `rspack serve`
// (npm run dev) rspack 2's CLI turns lazy compilation on when the config leaves it unset, and a
// remote's lazy chunk then asks the SHELL's dev server to compile it: the page waited forever
// (docs/decisions/running.md). Development sets it off; production leaves the key out.
// Development also applies edits by React Fast Refresh (hot updates, a reload when none applies);
// production has no refresh plugin.
const configFor = (app: string, mode: 'development' | 'production') => {
  const run = runNode([
    '--input-type=module',
    '-e',
    `
    const { default: factory } = await import('./${app}/rspack.config.mjs');
    // mf-corporate's factory gives its container's config and its app bundle's (docs/decisions/portals.md): each one counts.
    const configs = [factory({}, { mode: '${mode}' })].flat();
    const [config] = configs;
    console.log(JSON.stringify({
      has: configs.every((c) => 'lazyCompilation' in c),
      lazy: configs.every((c) => c.lazyCompilation === false) ? false : config.lazyCompilation,
      liveReload: config.devServer?.liveReload ?? null,
      hot: config.devServer?.hot ?? null,
      refresh: config.plugins.some((plugin) => plugin?.constructor.name === 'ReactRefreshRspackPlugin'),
      compileHint: configs.some((c) => c.plugins.some((plugin) => plugin?.constructor.name === 'BannerPlugin' && String(plugin._args?.[0]?.banner ?? '').includes('allFunctionsCalledOnLoad'))),
    }));`,
  ]);
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
};

describe('config/create-app-config.mjs under npm run dev and npm run build', () => {
  it.each(['shell', 'mf-search', 'mf-corporate'])(
    '%s: development turns lazy compilation off and refreshes the page on a rebuild',
    (app) => {
      expect(configFor(app, 'development')).toMatchObject({ has: true, lazy: false, liveReload: true, hot: true, refresh: true });
    },
  );

  it.each(['shell', 'mf-quote', 'mf-corporate'])(
    '%s: production leaves lazy compilation unset and has no React Refresh (the build output does not change)',
    (app) => {
      expect(configFor(app, 'production')).toMatchObject({ has: false, refresh: false });
    },
  );

  // The host's chunks run at start on every page: V8 compiles them off the main thread (docs/decisions/performance.md).
  it.each([
    ['shell', 'production', true],
    ['shell', 'development', false],
    ['mf-quote', 'production', false],
    ['mf-corporate', 'production', false],
  ] as const)('%s in %s: the compile hint on its chunks is %s', (app, mode, hinted) => {
    expect(configFor(app, mode).compileHint).toBe(hinted);
  });
});

// The hint is added after the minifier and before the source map is made: the map counts its line, so a
// profile's or a stack trace's line 2 maps to the code (the bench's split by library reads these maps).
it('a hinted production build starts with the hint and its source map still points at the code', () => {
  const run = runNode([
    '--input-type=module',
    '-e',
    `
    import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    import { rspack } from '@rspack/core';
    import sourceMap from 'source-map';
    import { compileHintPlugin } from './config/create-app-config.mjs';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
    try {
      writeFileSync(path.join(dir, 'entry.js'), 'export function greet(name) {\\n  return "Hello, " + name;\\n}\\nconsole.log(greet(globalThis.who));\\n');
      const stats = await new Promise((resolve, reject) =>
        rspack({ mode: 'production', context: dir, entry: './entry.js', devtool: 'hidden-source-map', output: { path: path.join(dir, 'out'), filename: 'main.js' }, plugins: [compileHintPlugin()] })
          .run((error, result) => (error ? reject(error) : resolve(result))),
      );
      if (stats.hasErrors()) throw new Error(stats.toString());
      const code = readFileSync(path.join(dir, 'out', 'main.js'), 'utf8');
      const consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, 'out', 'main.js.map'), 'utf8')));
      const lines = code.split('\\n');
      const at = { line: 2, column: lines[1].indexOf('Hello') };
      console.log(JSON.stringify({ first: lines[0], mapped: consumer.originalPositionFor(at) }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }`,
  ]);
  if (run.status !== 0) throw new Error(run.stderr);
  const { first, mapped } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
  expect(first).toBe('//# allFunctionsCalledOnLoad');
  expect(mapped).toMatchObject({ source: expect.stringMatching(/entry\.js$/), line: 2 });
});
