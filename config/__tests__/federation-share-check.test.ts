import { runNode } from './run-node';

// config/federation-share-check.mjs is a federation runtime plugin (bundled into every app); it is run
// here in a real node, with the runtime's own satisfy(), on the arguments the runtime gives it.
const evaluate = (code: string) => {
  const run = runNode(['--input-type=module', '-e', `import plugin, { satisfiesOnce } from './config/federation-share-check.mjs';
import { satisfy } from '@module-federation/runtime';
const warnings = []; console.warn = (message) => warnings.push(message);
const shared = { from: 'shell', version: '19.2.0', lib: () => ({}) };
const args = (shareConfig, extra = {}) => ({
  shareScopeMap: { default: { react: { '19.2.0': shared } } }, scope: 'default', pkgName: 'react', version: '19.2.0',
  shareInfo: { from: 'mf_search', shareConfig, ...extra }, resolver: () => 'runtime resolver',
});
${code}`]);
  return { ...run, json: run.status === 0 ? JSON.parse(run.stdout) : null };
};

describe('config/federation-share-check.mjs', () => {
  it('answers as the runtime does for each version and range, the first time and again', () => {
    const { json, stderr } = evaluate(`
      const pairs = [['19.2.0', '^19.2.0'], ['19.2.0', '^18.0.0'], ['2.19.0', '~2.19.0'], ['0.1.0', '^0.1.0'], ['0.2.0', '^0.1.0'], ['7.0.13', '>=7.0.0 <8'], ['1.4.0', '*']];
      console.log(JSON.stringify(pairs.map(([v, r]) => [satisfiesOnce(v, r), satisfiesOnce(v, r), satisfy(v, r)])));
    `);
    expect(stderr).toBe('');
    for (const [first, again, runtime] of json) {
      expect(first).toBe(runtime);
      expect(again).toBe(runtime);
    }
  });

  it('resolves a plain singleton to the loaded version, with no warning when it satisfies the range', () => {
    const { json } = evaluate(`
      const out = plugin().resolveShare(args({ singleton: true, requiredVersion: '^19.2.0' }));
      const result = out.resolver();
      console.log(JSON.stringify({ same: result.shared === shared, treeShaking: result.useTreesShaking, warnings }));
    `);
    expect(json).toEqual({ same: true, treeShaking: false, warnings: [] });
  });

  it('warns as the runtime does when the loaded singleton does not satisfy the range, and throws under strictVersion', () => {
    const { json } = evaluate(`
      const loose = plugin().resolveShare(args({ singleton: true, requiredVersion: '^18.0.0' })).resolver();
      let strictError = null;
      try { plugin().resolveShare(args({ singleton: true, requiredVersion: '^18.0.0', strictVersion: true })).resolver(); }
      catch (error) { strictError = error.message; }
      console.log(JSON.stringify({ same: loose.shared === shared, warnings, strictError }));
    `);
    expect(json.same).toBe(true);
    expect(json.warnings).toEqual([expect.stringContaining('Version 19.2.0 from shell of shared singleton module react does not satisfy the requirement of mf_search which needs ^18.0.0')]);
    expect(json.strictError).toContain('does not satisfy the requirement');
  });

  it("leaves anything but a plain singleton to the runtime's own resolver", () => {
    const { json } = evaluate(`
      const plain = plugin().resolveShare(args({ singleton: false, requiredVersion: '^19.2.0' })).resolver();
      const anyVersion = plugin().resolveShare(args({ singleton: true, requiredVersion: false })).resolver();
      const treeShaken = plugin().resolveShare(args({ singleton: true, requiredVersion: '^19.2.0' }, { treeShaking: { mode: 'runtime-infer' } })).resolver();
      console.log(JSON.stringify([plain, anyVersion, treeShaken]));
    `);
    expect(json).toEqual(['runtime resolver', 'runtime resolver', 'runtime resolver']);
  });
});
