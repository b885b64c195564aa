import { runNode } from './run-node';

// config/shared-singletons.mjs: what a production remote takes from its hosts only (`import: false`),
// and the check of the built manifests that proves those hosts provide it (docs/decisions/shared.md). Run in a real
// node, as the rspack configs run it.
const evaluate = (code: string) => {
  const run = runNode(['--input-type=module', '-e', `import * as m from './config/shared-singletons.mjs';\n${code}`]);
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
};

const borrowedKeys = (name: string, borrowsRuntime: boolean): string[] =>
  evaluate(`
  const shared = m.sharedSingletons({ dependencies: {} }, { name: ${JSON.stringify(name)}, borrowsRuntime: ${borrowsRuntime} });
  console.log(JSON.stringify(Object.keys(shared).filter((key) => shared[key].import === false).sort()));`);
// As the config factory calls it for a production build: every remote is a production remote.
const notSingletons = (name: string): string[] =>
  evaluate(`
  const shared = m.sharedSingletons({ dependencies: {} }, { name: ${JSON.stringify(name)}, borrowsRuntime: m.borrowsHostRuntime(${JSON.stringify(name)}), productionRemote: ${JSON.stringify(name !== 'shell')} });
  console.log(JSON.stringify(Object.keys(shared).filter((key) => !shared[key].singleton).sort()));`);

const REACT_AND_ROUTER = ['react', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'react/'];
// @booking/shared/breakdown, /domain and /phone: a production remote keeps its own copy in range (OWN_COPY_IN_RANGE).
const OWN_COPIES = ['@booking/shared/breakdown', '@booking/shared/domain', '@booking/shared/phone'];
const SHELL_ONLY = [
  '@booking/shared/api',
  '@booking/shared/federation',
  '@booking/shared/store',
  '@booking/shared/ui',
  'jotai',
  'jotai/',
  'styled-components',
];

describe('config/shared-singletons.mjs', () => {
  it.each([
    // [remote, production (borrows the host runtime), keys without a fallback]
    ['mf_search', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    ['mf_quote', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    ['mf_checkout', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    // Any host may mount it (PRODUCTION_HOSTS.anyHost), which may provide nothing: a fallback for all.
    ['mf_corporate', false, []],
    ['mf_quote', false, []],
    ['shell', false, []],
  ])('%s (production remote: %s) takes only these from its hosts', (name, borrows, expected) => {
    expect(borrowedKeys(name, borrows)).toEqual(expected);
  });

  it.each([
    ['mf_search', true, OWN_COPIES],
    ['mf_quote', true, OWN_COPIES],
    ['mf_checkout', true, OWN_COPIES],
    // Its own runtime; React, react-dom and the router only from a component-mode host (singletons,
    // no copy of its own); the app mode is a bundle of its own (docs/decisions/portals.md).
    ['mf_corporate', false, OWN_COPIES],
    ['shell', false, []],
  ])("%s borrows its hosts' runtime: %s; not singletons: %j", (name, borrowsRuntime, expected) => {
    expect(evaluate(`console.log(JSON.stringify(m.borrowsHostRuntime(${JSON.stringify(name)})))`)).toBe(borrowsRuntime);
    expect(notSingletons(name)).toEqual(expected);
  });

  it('takes React, react-dom and the router from a component-mode host only, in the documented ranges, and never offers its own', () => {
    const corporate = evaluate(
      `console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_corporate', borrowsRuntime: false, productionRemote: true })));`,
    );
    expect(Object.keys(corporate).filter((key) => key.startsWith('react'))).toEqual(['react', 'react-dom', 'react-router-dom']);
    expect(corporate.react).toEqual({ singleton: true, requiredVersion: '^19.0.0', import: false });
    expect(corporate['react-dom']).toEqual({ singleton: true, requiredVersion: '^19.0.0', import: false });
    expect(corporate['react-router-dom']).toEqual({ singleton: true, requiredVersion: '^7.9.0', import: false });
    // In development it runs alone (its own page), so it keeps a copy of everything.
    const development = evaluate(
      `console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_corporate', borrowsRuntime: false, productionRemote: false })));`,
    );
    expect(development.react.import).toBeUndefined();
  });

  it("requires at least each shared subpath's version a bundle was built with (shared/exports.json), strictly where it has no copy of its own", () => {
    const shared = evaluate(
      `console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_search', borrowsRuntime: true })));`,
    );
    const read = (file: string) =>
      JSON.parse(require('node:fs').readFileSync(require('node:path').resolve(__dirname, '../..', file), 'utf8'));
    const subpaths = read('shared/exports.json');
    const range = (version: string) => `>=${version} <${Number(version.split('.')[0]) + 1}.0.0`;
    const store = subpaths.store.version;
    const domain = subpaths.domain.version;
    expect(shared['@booking/shared/store']).toEqual({
      singleton: true,
      version: store,
      requiredVersion: range(store),
      import: false,
      strictVersion: true,
    });
    expect(shared['@booking/shared/domain']).toEqual({ singleton: false, version: domain, requiredVersion: range(domain) });
    // No prefix entry: its provide would register every subpath at one version (see the config).
    expect(
      Object.keys(shared)
        .filter((key) => key.startsWith('@booking/shared'))
        .sort(),
    ).toEqual(
      Object.keys(subpaths)
        .map((s) => `@booking/shared/${s}`)
        .sort(),
    );
    // mf_corporate, which any host may mount, keeps a fallback for the store, and still refuses an older one.
    const corporate = evaluate(
      `console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_corporate', borrowsRuntime: false, productionRemote: true })));`,
    );
    expect(corporate['@booking/shared/store']).toEqual({
      singleton: true,
      version: store,
      requiredVersion: range(store),
      strictVersion: true,
    });
    expect(corporate['@booking/shared/domain']).toEqual({ singleton: false, version: domain, requiredVersion: range(domain) });
  });

  it('keeps a fallback for @booking/shared/phone, which no host provides', () => {
    const shared = evaluate(
      `console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_checkout', borrowsRuntime: true })));`,
    );
    expect(shared['@booking/shared/phone']).toEqual(expect.objectContaining({ singleton: false }));
    expect(shared['@booking/shared/phone'].import).toBeUndefined();
  });

  const manifest = (shared: Record<string, boolean>) => ({
    shared: Object.entries(shared).map(([name, hasCode]) => ({ name, assets: { js: { sync: hasCode ? ['1.js'] : [], async: [] } } })),
  });

  it('finds no gap when each host that mounts a remote provides what it borrows, and any host provides React and the router only', () => {
    const gaps = evaluate(`console.log(JSON.stringify(m.unprovidedBorrowedModules(
      { mf_corporate: ${JSON.stringify(manifest({ react: false, jotai: false, '@booking/shared/phone': true }))} },
      { shell: ${JSON.stringify(manifest({ react: true, jotai: true }))} })));`);
    expect(gaps).toEqual(['mf_corporate borrows jotai, which anyHost (a host we did not build) does not provide']);
    const none = evaluate(`console.log(JSON.stringify(m.unprovidedBorrowedModules(
      { mf_corporate: ${JSON.stringify(manifest({ react: false, jotai: true, '@booking/shared/phone': true }))} },
      { shell: ${JSON.stringify(manifest({ react: true }))} })));`);
    expect(none).toEqual([]);
  });

  it('names each remote, module and host when a host lacks a borrowed module', () => {
    const gaps = evaluate(`console.log(JSON.stringify(m.unprovidedBorrowedModules(
      { mf_search: ${JSON.stringify(manifest({ react: false, jotai: false }))}, mf_quote: ${JSON.stringify(manifest({ jotai: false }))} },
      { shell: ${JSON.stringify(manifest({ react: true, jotai: false }))} })));`);
    expect(gaps).toEqual([
      'mf_search borrows jotai, which shell (shell) does not provide',
      'mf_quote borrows jotai, which shell (shell) does not provide',
    ]);
  });
});
