// The one rspack + Module Federation config every app builds with: each rspack.config.mjs passes
// its name, folder and exposed modules (the port comes from config/stack.mjs by name), and gets the
// same loaders, sharing and output rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { federationRuntimeAliases } from './federation-runtime-esm.mjs';
import { borrowsHostRuntime, sharedSingletons } from './shared-singletons.mjs';
import { appPort } from './stack.mjs';

const routerFacade = path.join(import.meta.dirname, 'react-router-facade.mjs');
const axiosWithoutFetch = path.join(import.meta.dirname, 'axios-without-fetch-adapter.mjs');
const pageRefreshRuntime = path.join(import.meta.dirname, 'react-refresh');
const repoRoot = path.resolve(import.meta.dirname, '..');

// The libraries every page of the host needs at start, in one chunk instead of one per shared module:
// the federation runtime loads each shared module's chunk by inserting a <script> from its loadShare
// chain, and one insertion per module would make up most of the first long task on `/` (bench:trace; docs/decisions/performance.md).
const startupVendors = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless)|shallowequal|tslib|cookie|set-cookie-parser)[\\/]/,
  name: 'startup-vendors',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

// Chrome's magic comment (Chrome 136+; others read a comment): compile every function of the file eagerly.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint as the first line of every .js file: added after the minifier (which drops comments) and
 * before the source maps are made (which then count the line).
 */
export const compileHintPlugin = () =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });

// What every page of the host loads at start besides the vendors: the shared package's modules, the
// two libraries under them (zod, axios), this factory's stand-ins between them and a share (the router's
// facade, axios's fetch stand-in), and the host's own `atStart` files (its first requests, the federation
// runtime's API). One chunk, not one per module: each chunk is one more script the browser fetches and
// the runtime inserts, about ten main-thread tasks each, and a module two of them import would be copied
// into each. `HOST_START_SCRIPTS` (config/bundle-budgets.mjs) holds the count.
const SHARED_AT_START = [
  /[\\/]shared[\\/]src[\\/]/,
  /[\\/]node_modules[\\/](zod|axios)[\\/]/,
  /[\\/]config[\\/](react-router-facade|axios-without-fetch-adapter)\.mjs$/,
];
const sharedAtStart = (atStart) => ({
  test: (module) => {
    const file = module.nameForCondition?.() ?? '';
    return SHARED_AT_START.some((pattern) => pattern.test(file)) || atStart.includes(file);
  },
  name: 'shared-at-start',
  chunks: 'async',
  enforce: true,
  priority: 10,
});

// A remote any host mounts (mf-corporate) publishes its exposed modules' types with its manifest
// (metaData.types: @mf-types.zip, @mf-types.d.ts, beside it in the build's folder), through the
// federation's own DTS support, for a host's type consumer. Declarations only, from the app's
// tsconfig.types.json (noCheck: `npm run typecheck` checks the code), in production builds only.
// Our hosts consume nothing: their remotes' types are in types/federation.d.ts (docs/decisions/portals.md).
const publishedTypes = {
  generateTypes: {
    tsConfigPath: 'tsconfig.types.json',
    generateAPITypes: true,
    extractThirdParty: false,
    extractRemoteTypes: false,
    abortOnError: true,
  },
  consumeTypes: false,
  displayErrorInTerminal: true,
};

const swcOptions = (isDev, refresh) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: isDev, refresh } },
    target: 'es2022',
  },
});

/** The build-wide definitions and stand-ins every bundle gets (the container's and the app mode's). */
const commonPlugins = () => [
  new rspack.DefinePlugin({ __APP_BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? '') }),
  // axios stays on XHR in the browser; its fetch adapter only costs start-up time (see the stand-in).
  new rspack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, axiosWithoutFetch),
];

/** TypeScript and pictures, as every bundle loads them (with React Refresh's calls when `refresh`). */
const commonRules = (isDev, refresh = false) => [
  {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: swcOptions(isDev, refresh),
    type: 'javascript/auto',
  },
  { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset' },
];

const isDevBuild = (argv) => argv.mode === 'development' || process.env.NODE_ENV === 'development';
const outputDirOf = (dir) => (process.env.OUTPUT_DIR ? path.resolve(dir, process.env.OUTPUT_DIR) : path.join(dir, 'dist'));

/**
 * An app's mode for hosts we did not build, as a bundle of its own beside its container (in
 * `<output>/<subdir>/`, entry `<subdir>/<fileName>`): a plain ES module with its own React, router,
 * store and everything else, outside Module Federation. It shares nothing: no host's share scope
 * ever sees its modules, and it never takes a host's (docs/decisions/portals.md).
 * Built after the container (`dependencies`), whose `clean` empties the output folder first.
 * @param {{ name: string, dir: string, entry: string, subdir: string, fileName: string }} options
 */
export function createAppBundleConfig({ name, dir, entry, subdir, fileName }) {
  return (_env, argv = {}) => {
    const isDev = isDevBuild(argv);
    return {
      name: `${name}/${subdir}`,
      dependencies: [name],
      mode: isDev ? 'development' : 'production',
      context: dir,
      entry: { [path.basename(fileName, '.js')]: entry },
      devtool: isDev ? 'cheap-module-source-map' : false,
      target: 'web',
      output: {
        path: path.join(outputDirOf(dir), subdir),
        publicPath: 'auto',
        uniqueName: `${name}_${subdir}`,
        module: true,
        library: { type: 'module' },
        chunkFormat: 'module',
        chunkLoading: 'import',
        // The entry keeps a fixed name (the container's loader asks for it), like remoteEntry.js.
        filename: fileName,
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: { 'react-router$': routerFacade, 'react-router-dom$': routerFacade },
      },
      module: { rules: commonRules(isDev) },
      plugins: commonPlugins(),
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      ...(isDev ? { lazyCompilation: false } : {}),
      watchOptions: { ignored: ['**/node_modules/**', '**/.lint-probes-*/**'] },
    };
  };
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, isHost?: boolean,
 *   publishesTypes?: boolean, title?: string, devServer?: object, plugins?: object[], atStart?: string[] }} options
 *   `atStart`: a host's own files (absolute paths) that join its start-up chunk, `shared-at-start`.
 */
export function createAppConfig({
  name,
  dir,
  exposes = {},
  isHost = false,
  publishesTypes = false,
  title,
  devServer = {},
  plugins = [],
  atStart = [],
}) {
  return (_env, argv = {}) => {
    const port = appPort(name);
    const isDev = isDevBuild(argv);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const template = path.join(dir, 'public', 'index.html');
    // A production remote has no standalone page: running alone is `rspack serve` only. It borrows
    // the host's federation runtime (~19 KB gzip less) and what all its hosts share when every host
    // that mounts it is ours (PRODUCTION_HOSTS); mf_corporate, which any host may mount, carries its
    // own. Public options only: docs/decisions/federation.md.
    const isProductionRemote = !isDev && !isHost;
    const borrowsRuntime = isProductionRemote && borrowsHostRuntime(name);
    const outputDir = outputDirOf(dir);

    return {
      name,
      mode: isDev ? 'development' : 'production',
      context: dir,
      entry: isProductionRemote ? {} : { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : false,
      target: 'web',
      output: {
        path: outputDir,
        publicPath: 'auto',
        uniqueName: name,
        // Hashed names may be cached for a year; remoteEntry.js and the manifest keep fixed names.
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        // One small, tree-shaken router for everyone (react-router-facade.mjs); the federation runtime
        // from its ESM builds, by each package's "module" field (federation-runtime-esm.mjs).
        alias: {
          'react-router$': routerFacade,
          'react-router-dom$': routerFacade,
          ...federationRuntimeAliases(dir),
          ...(isDev ? { 'react-refresh': pageRefreshRuntime } : {}),
        },
      },
      module: { rules: commonRules(isDev, isDev) },
      plugins: [
        ...commonPlugins(),
        ...plugins,
        // React Fast Refresh in development: one runtime per page (react-refresh/runtime.mjs), and
        // module ids from the repository's root so no two apps' components share a refresh family.
        isDev && new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, pageRefreshRuntime] }),
        isDev && new rspack.ids.DeterministicModuleIdsPlugin({ context: repoRoot, maxLength: 10 }),
        !isProductionRemote &&
          new rspack.HtmlRspackPlugin({
            title: title ?? name,
            ...(existsSync(template) ? { template } : {}),
            // Scripts by src; the shell's page rewrites its tags (its loader, allowed by hash: no 'unsafe-inline').
            scriptLoading: 'defer',
            // Unminified: an inline script must stay byte for byte what its CSP hash was taken from.
            minify: false,
            chunks: ['main'],
            // The host's page answers every client route (history fallback): a relative script URL
            // would load /a/main.js on /a/b and leave a blank page, so its scripts start at '/'.
            ...(isHost ? { publicPath: '/' } : {}),
          }),
        // V8's explicit compile hint on the host's chunks, which every page runs at start: their functions are
        // compiled while the script streams in, off the main thread, not one by one on first call on it.
        isHost && !isDev && compileHintPlugin(),
        // The host's own pictures at fixed paths (/brand/...), which /config.json may name.
        isHost &&
          existsSync(path.join(dir, 'public', 'brand')) &&
          new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public', 'brand'), to: 'brand' }] }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          // Remotes are registered at run time from /config.json (registerRemotes), never baked in.
          remotes: {},
          shared: sharedSingletons(pkg, { name, borrowsRuntime, productionRemote: isProductionRemote }),
          // With the default 'version-first', an offline remote blanks the host before React mounts.
          shareStrategy: 'loaded-first',
          manifest: true,
          experiments: {
            // A production remote never loads remotes itself (parts of other remotes come through the
            // host's instance, @booking/shared/federation), so its entry drops that code.
            optimization: { target: 'web', ...(isProductionRemote ? { disableRemote: true, disableSnapshot: true } : {}) },
            // The host always offers its runtime, so a production remote also runs inside a dev shell.
            ...(isHost ? { provideExternalRuntime: true } : borrowsRuntime ? { externalRuntime: true } : {}),
          },
          // mf-corporate's bridge app (@module-federation/bridge-react) routes with the area's own
          // BrowserRouter under its basename: no router alias, and react-router-dom stays shared.
          bridge: { enableBridgeRouter: false },
          dts: publishesTypes && !isDev ? publishedTypes : false,
          dev: isDev ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true } : false,
        }),
      ],
      optimization: {
        moduleIds: isDev ? false : 'deterministic',
        chunkIds: 'deterministic',
        ...(isHost && !isDev ? { splitChunks: { cacheGroups: { startup: startupVendors, sharedAtStart: sharedAtStart(atStart) } } } : {}),
        // A production remote's exposed module and each of its lazy chunks come whole, in one file each: the
        // default groups split what two of them share into chunks of their own, so mf_search's App came in
        // four files. Each file is one more request and about ten main-thread tasks of the browser's own;
        // a module two files carry is still run once (the bundler's module cache).
        ...(isProductionRemote ? { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } } : {}),
      },
      performance: { hints: false },
      // `rspack serve` (rspack 2's CLI) turns on lazy compilation of every import() in a web-only
      // build unless the config names it. A lazy chunk is then a stub that POSTs its module to
      // `/_rspack/lazy/trigger` on the PAGE's origin: for a remote's chunk that is the shell's dev
      // server, whose compiler does not have that module ("Nothing changed"), so the remote never
      // builds it and the page waits for ever (an empty <main> on /login, a dead Quote and Book).
      // Every app builds all its chunks up front in development; a production build is untouched.
      ...(isDev ? { lazyCompilation: false } : {}),
      // The lint test's probe files (config/__tests__/lint-rules.test.ts) come and go in src folders.
      watchOptions: { ignored: ['**/node_modules/**', '**/.lint-probes-*/**'] },
      devServer: {
        port,
        // Loopback unless told otherwise; the dev server's default is every interface.
        host: process.env.HOST || 'localhost',
        // Hot updates with React Fast Refresh: each app's dev client (in its entry and in the remote's
        // remoteEntry.js) listens to its own server and applies its own app's updates; an update no
        // module accepts (not a component module) reloads the page, as liveReload does.
        hot: true,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        ...devServer,
      },
    };
  };
}
