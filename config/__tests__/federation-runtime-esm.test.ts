import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNode } from './run-node';

// config/federation-runtime-esm.mjs points the federation runtime at its ESM builds (docs/decisions/federation.md). It is
// run in a real node (it reads import.meta), as the rspack configs run it.
const evaluate = (code: string) => {
  const run = runNode(['--input-type=module', '-e', `import * as m from './config/federation-runtime-esm.mjs';\n${code}`]);
  return { ...run, json: run.status === 0 ? JSON.parse(run.stdout) : null };
};

describe('config/federation-runtime-esm.mjs', () => {
  it('maps each runtime package, by name and by the CommonJS file the plugin resolves, to an ESM file', () => {
    const { json, stderr } = evaluate(`
      const aliases = m.federationRuntimeAliases();
      const { createRequire } = await import('node:module');
      const require = createRequire(process.cwd() + '/shell/');
      // What rspack's federation plugin resolves (from runtime-tools, as it does).
      const tools = require.resolve('@module-federation/runtime-tools');
      const pluginPaths = [tools, ...['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'].map((n) => require.resolve(n, { paths: [tools] }))];
      console.log(JSON.stringify({ packages: m.RUNTIME_PACKAGES, aliases, pluginPaths }));`);
    expect(stderr).toBe('');
    const { packages, aliases, pluginPaths } = json as { packages: string[]; aliases: Record<string, string>; pluginPaths: string[] };
    expect(packages).toHaveLength(7);
    for (const name of packages) expect(aliases[`${name}$`]).toMatch(/[\\/]dist[\\/]index\.m?js$/);
    for (const file of pluginPaths) expect(aliases[file]).toMatch(/\.m?js$/);
  });

  it('stops the build with the reason when a package has no ESM build any more', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mf-esm-'));
    try {
      const pkgDir = path.join(dir, 'node_modules', '@module-federation', 'sdk');
      mkdirSync(path.join(pkgDir, 'dist'), { recursive: true });
      writeFileSync(
        path.join(pkgDir, 'package.json'),
        JSON.stringify({ name: '@module-federation/sdk', version: '9.9.9', main: './dist/index.cjs', module: './dist/moved.js' }),
      );
      writeFileSync(path.join(pkgDir, 'dist', 'index.cjs'), 'module.exports = {};');
      const { status, stderr } = evaluate(`m.runtimeEntries('@module-federation/sdk', ${JSON.stringify(dir)});`);
      expect(status).not.toBe(0);
      expect(stderr).toContain('@module-federation/sdk@9.9.9 has no ESM build');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
