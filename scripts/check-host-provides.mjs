#!/usr/bin/env node
// `npm run check:shared`: after the build, proves on the manifests that every shared module a
// production remote takes from its hosts only (`import: false`, config/shared-singletons.mjs) is
// provided by each host that mounts it (PRODUCTION_HOSTS): the shell; mf_corporate, which any host
// may mount, borrows only what a component-mode host shares (React, react-dom, react-router-dom).
// A gap would fail at run time with RUNTIME-012, so it fails here first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_HOSTS, borrowedModules, unprovidedBorrowedModules } from '../config/shared-singletons.mjs';
import { REMOTES } from '../config/stack.mjs';

const root = path.resolve(import.meta.dirname, '..');
const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'));

const remotes = Object.fromEntries(REMOTES.map((r) => [r.name, manifest(r.dir)]));
const hosts = Object.fromEntries(
  Object.entries(PRODUCTION_HOSTS)
    .filter(([, host]) => host.dir)
    .map(([name, host]) => [name, manifest(host.dir)]),
);
const gaps = unprovidedBorrowedModules(remotes, hosts);
for (const [name, m] of Object.entries(remotes)) {
  console.log(`  ${name} borrows ${borrowedModules(m).join(', ') || 'nothing'}`);
}
if (gaps.length) {
  console.error(
    `\nShared modules borrowed but not provided:\n  ${gaps.join('\n  ')}\nSee PRODUCTION_HOSTS in config/shared-singletons.mjs.`,
  );
  process.exit(1);
}
console.log('Every borrowed shared module is provided by each host that mounts the remote.');
