import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-search', 'mf-quote', 'mf-checkout', 'mf-corporate'];

// Dependencies point one way: shared <- mf-* <- shell. Each zone names who may not import whom.
const zones = [
  ...['shell', 'sandbox-api', ...remotes].map((from) => ({
    target: './shared', from: `./${from}`,
    message: 'shared is the bottom layer: it must not import an app. Move the code into shared instead.',
  })),
  ...remotes.flatMap((target) => [
    ...remotes.filter((r) => r !== target).map((from) => ({
      target: `./${target}`, from: `./${from}`,
      message: 'A remote never imports another remote. Put what both need in @booking/shared.',
    })),
    { target: `./${target}`, from: './shell', message: 'A remote never imports the shell. Put what both need in @booking/shared.' },
  ]),
  ...remotes.map((from) => ({
    target: './shell', from: `./${from}`,
    message: 'The shell reaches a remote only through its federated id (loadRemote), never by path.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.bench/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': ['error', {
        paths: [{ name: 'jotai', message: 'Do not import from jotai directly. Use @booking/shared/store, the one gateway to the store.' }],
        patterns: [
          { group: ['jotai/*'], message: 'Do not import from jotai directly. Use @booking/shared/store.' },
          { group: ['@booking/shared/src/*', '**/shared/src/*'], message: 'Import shared through its public subpaths: @booking/shared/api, /store, /domain, /ui, /federation, /testing.' },
        ],
      }],
    },
  },
  {
    files: ['shared/src/store/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
