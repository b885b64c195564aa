import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNode } from './run-node';

// A production remote's entry carries config/remote-bundler-runtime.mjs instead of the federation
// bundler runtime's index, and calls the container functions its host offers through
// provide-bundler-runtime-plugin.mjs (issue 11). Run in a real node, as the builds resolve them.
const run = (code: string) => runNode(['--input-type=module', '-e', code]);

describe('config/remote-bundler-runtime.mjs', () => {
  it('calls the functions the host plugin offers, with the calling container', () => {
    const { status, stdout, stderr } = run(`
      const { default: plugin } = await import('./config/provide-bundler-runtime-plugin.mjs');
      const { default: federation } = await import('./config/remote-bundler-runtime.mjs');
      const args = { options: { name: 'shell' } };
      const same = plugin().beforeInit(args) === args;
      const offered = globalThis.__BOOKING_MF_BUNDLER_RUNTIME__;
      const calls = [];
      offered.consumes = (o) => calls.push(['consumes', o.chunkId]);
      offered.initializeSharing = (o) => calls.push(['I', o.shareScopeName]);
      offered.attachShareScopeMap = (r) => calls.push(['attach', r.name]);
      federation.bundlerRuntime.consumes({ chunkId: 7 });
      federation.bundlerRuntime.I({ shareScopeName: 'default' });
      federation.attachShareScopeMap({ name: 'mf_quote' });
      console.log(JSON.stringify({ same, calls, keys: Object.keys(federation).sort() }));`);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      same: true,
      calls: [['consumes', 7], ['I', 'default'], ['attach', 'mf_quote']],
      // The keys the federation plugin's glue copies into __webpack_require__.federation.
      keys: ['attachShareScopeMap', 'bundlerRuntime', 'bundlerRuntimeOptions', 'initOptions', 'instance', 'runtime'],
    });
  });

  it('fails with the reason under a host that offers nothing', () => {
    const { status, stderr } = run(`
      const { default: federation } = await import('./config/remote-bundler-runtime.mjs');
      federation.bundlerRuntime.consumes({ chunkId: 1 });`);
    expect(status).not.toBe(0);
    expect(stderr).toContain('no __BOOKING_MF_BUNDLER_RUNTIME__');
  });

  it('accepts the entry\'s empty list of initial consumes and refuses eager shared modules', () => {
    const { status, stderr } = run(`
      const { default: federation } = await import('./config/remote-bundler-runtime.mjs');
      federation.bundlerRuntime.installInitialConsumes({ initialConsumes: [] });
      federation.bundlerRuntime.installInitialConsumes({ initialConsumes: ['42'] });`);
    expect(status).not.toBe(0);
    expect(stderr).toContain('eager shared modules');
  });

  it('stops the build when the bundler runtime moves past the version the slim index was written for', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mf-slim-'));
    try {
      const pkgDir = path.join(dir, 'node_modules', '@module-federation', 'webpack-bundler-runtime');
      mkdirSync(path.join(pkgDir, 'dist'), { recursive: true });
      writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: '@module-federation/webpack-bundler-runtime', version: '3.0.0', main: './dist/index.cjs', module: './dist/index.js' }));
      for (const file of ['index.cjs', 'index.js', 'consumes.js']) writeFileSync(path.join(pkgDir, 'dist', file), '');
      const { status, stderr } = run(`
        const m = await import('./config/federation-runtime-esm.mjs');
        m.remoteBundlerRuntimeAliases(${JSON.stringify(dir)});`);
      expect(status).not.toBe(0);
      expect(stderr).toContain('written for @module-federation/webpack-bundler-runtime 2.9.x (found 3.0.0, without attachShareScopeMap.js, initContainerEntry.js, initializeSharing.js)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('points the installed bundler runtime, by name and by file, at the slim index', () => {
    const { status, stdout, stderr } = run(`
      const m = await import('./config/federation-runtime-esm.mjs');
      console.log(JSON.stringify(m.remoteBundlerRuntimeAliases()));`);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const aliases = JSON.parse(stdout) as Record<string, string>;
    expect(Object.keys(aliases)).toHaveLength(3);
    for (const target of Object.values(aliases)) expect(target).toMatch(/config[\\/]remote-bundler-runtime\.mjs$/);
  });
});
