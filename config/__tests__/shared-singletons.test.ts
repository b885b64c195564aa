import { runNode } from './run-node';

// config/shared-singletons.mjs: what a production remote takes from its hosts only (`import: false`),
// and the check of the built manifests that proves those hosts provide it (issue 11). Run in a real
// node, as the rspack configs run it.
const evaluate = (code: string) => {
  const run = runNode(['--input-type=module', '-e', `import * as m from './config/shared-singletons.mjs';\n${code}`]);
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
};

const borrowedKeys = (name: string, borrowsRuntime: boolean): string[] => evaluate(`
  const shared = m.sharedSingletons({ dependencies: {} }, { name: ${JSON.stringify(name)}, borrowsRuntime: ${borrowsRuntime} });
  console.log(JSON.stringify(Object.keys(shared).filter((key) => shared[key].import === false).sort()));`);

const REACT_AND_ROUTER = ['react', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', 'react/'];
const SHELL_ONLY = ['@booking/shared/api', '@booking/shared/domain', '@booking/shared/federation', '@booking/shared/store', '@booking/shared/ui', 'jotai', 'jotai/', 'styled-components'];

describe('config/shared-singletons.mjs', () => {
  it.each([
    // [remote, production (borrows the host runtime), keys without a fallback]
    ['mf_search', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    ['mf_quote', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    ['mf_checkout', true, [...SHELL_ONLY, ...REACT_AND_ROUTER].sort()],
    // The example operator portal mounts it too, and provides only React and the router.
    ['mf_corporate', true, REACT_AND_ROUTER],
    ['mf_quote', false, []],
    ['shell', false, []],
  ])('%s (production remote: %s) takes only these from its hosts', (name, borrows, expected) => {
    expect(borrowedKeys(name, borrows)).toEqual(expected);
  });

  it('keeps a fallback for @booking/shared/phone, which no host provides, and for any new subpath', () => {
    const shared = evaluate(`console.log(JSON.stringify(m.sharedSingletons({ dependencies: {} }, { name: 'mf_checkout', borrowsRuntime: true })));`);
    expect(shared['@booking/shared/phone']).toBeUndefined();
    expect(shared['@booking/shared/']).toEqual(expect.objectContaining({ singleton: true }));
    expect(shared['@booking/shared/'].import).toBeUndefined();
  });

  const manifest = (shared: Record<string, boolean>) => ({
    shared: Object.entries(shared).map(([name, hasCode]) => ({ name, assets: { js: { sync: hasCode ? ['1.js'] : [], async: [] } } })),
  });

  it('finds no gap when each host that mounts a remote provides what it borrows', () => {
    const gaps = evaluate(`console.log(JSON.stringify(m.unprovidedBorrowedModules(
      { mf_corporate: ${JSON.stringify(manifest({ react: false, '@booking/shared/phone': true }))} },
      { shell: ${JSON.stringify(manifest({ react: true }))}, operator_portal: ${JSON.stringify(manifest({ react: true }))} })));`);
    expect(gaps).toEqual([]);
  });

  it('names each remote, module and host when a host lacks a borrowed module', () => {
    const gaps = evaluate(`console.log(JSON.stringify(m.unprovidedBorrowedModules(
      { mf_corporate: ${JSON.stringify(manifest({ react: false, jotai: false }))}, mf_quote: ${JSON.stringify(manifest({ jotai: false }))} },
      { shell: ${JSON.stringify(manifest({ react: true, jotai: true }))}, operator_portal: ${JSON.stringify(manifest({ react: true, jotai: false }))} })));`);
    expect(gaps).toEqual(['mf_corporate borrows jotai, which operator_portal (examples/operator-portal) does not provide']);
  });
});
