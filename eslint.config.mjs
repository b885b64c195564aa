import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { REMOTES } from './config/stack.mjs';

// Every path here is the repository's, whichever folder ESLint runs from (an editor opened on one
// workspace, `npx eslint src` inside mf-quote): the zones resolve against this file's folder.
const repoRoot = import.meta.dirname;

const remotes = REMOTES.map((remote) => remote.dir);
const subfolders = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

// Inside every remote: one feature never imports another (compose them in src/app/), and the
// remote's own lib/ never reaches up. Read from the folders at each run, so a new feature is covered.
const remoteInsideZones = remotes.flatMap((remote) => [
  ...subfolders(`./${remote}/src/features/`).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature. Compose them in src/app/, or move what both need to shared.',
  })),
  {
    target: `./${remote}/src/lib`,
    from: [`./${remote}/src/app`, `./${remote}/src/features`, `./${remote}/src/hooks`, `./${remote}/src/components`],
    message: 'lib/ is the bottom of a remote: it must not import app, features, hooks or components. Pass what it needs as an argument.',
  },
  {
    target: [`./${remote}/src/components`, `./${remote}/src/hooks`],
    from: [`./${remote}/src/app`, `./${remote}/src/features`],
    message: 'Shared components and hooks of a remote never import a feature or the app. Pass what they need as props.',
  },
]);

// Dependencies point one way: shared <- mf-* <- shell. Each zone names who may not import whom.
const zones = [
  ...['shell', 'sandbox-api', ...remotes].map((from) => ({
    target: './shared',
    from: `./${from}`,
    message: 'shared is the bottom layer: it must not import an app. Move the code into shared instead.',
  })),
  ...remotes.flatMap((target) => [
    ...remotes
      .filter((r) => r !== target)
      .map((from) => ({
        target: `./${target}`,
        from: `./${from}`,
        message: 'A remote never imports another remote. Put what both need in @booking/shared.',
      })),
    { target: `./${target}`, from: './shell', message: 'A remote never imports the shell. Put what both need in @booking/shared.' },
  ]),
  ...remotes.map((from) => ({
    target: './shell',
    from: `./${from}`,
    message: 'The shell reaches a remote only through its federated id (loadRemote), never by path.',
  })),
  ...remoteInsideZones,
  // The sandbox stands in for the operator's API: the site, the tests and the portals reach it over
  // HTTP only, as they would the real one.
  ...['shell', 'shared', ...remotes, 'e2e', 'examples'].map((target) => ({
    target: `./${target}`,
    from: './sandbox-api',
    // The tests' Maps stand-in answers from the sandbox's open UK data (its geo and seed modules).
    except: target === 'e2e' ? ['./src/geo', './src/seed'] : [],
    message:
      'The sandbox is reached over HTTP, as the real API is, never imported (the tests may read its open data in src/geo and src/seed).',
  })),
  // The example portals are hosts we did not build: packages and the published files only
  // (config/__tests__/foreign-hosts.test.ts lists what they may import).
  ...['./shell', './shared', './config', './e2e', ...remotes.map((r) => `./${r}`)].map((from) => ({
    target: './examples',
    from,
    // The corporate area's published, type-only contract (`@booking/mf-corporate/types`).
    except: from === './mf-corporate' ? ['./src/types.ts'] : [],
    message: 'An example portal is a host we did not build: it imports packages (@booking/mf-corporate/types), never our sources.',
  })),
  // Nothing ships the tests or the examples.
  ...['shell', 'shared', ...remotes].map((target) => ({
    target: `./${target}`,
    from: ['./e2e', './examples'],
    message: 'An app never imports the end-to-end tests or the example portals.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      '.bench/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    // Without a TypeScript-aware resolver an import written without its .ts/.tsx is not resolved,
    // and import/no-restricted-paths silently skips it (eslint/lint-fixtures.test.ts proves it fires).
    settings: {
      'import/resolver': { typescript: { project: `${repoRoot}/tsconfig.json`, alwaysTryTypes: true }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones, basePath: repoRoot }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Do not import from jotai directly. Use @booking/shared/store, the one gateway to the store.' },
          ],
          patterns: [
            { group: ['jotai/*'], message: 'Do not import from jotai directly. Use @booking/shared/store.' },
            {
              group: ['@booking/shared/src/*', '**/shared/src/*'],
              message:
                'Import shared through its public subpaths: @booking/shared/api, /store, /domain, /ui, /federation, /phone, /breakdown, /testing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/store/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A cycle through a test needs a module that imports the test, and linting that module finds it.
    // Nothing imports a test, so following each test's imports found nothing and took half the lint's time.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { 'import/no-cycle': 'off' },
  },
);
