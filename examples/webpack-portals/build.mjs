#!/usr/bin/env node
// Builds one webpack portal (run from its folder: `npm run build`): webpack's Node API on the
// folder's webpack.config.mjs (its default export, and `title`, the page's), then index.html (this
// folder's, with the title and the entry's scripts), portal.css and built-for.json, the
// corporate manifest address the build baked in (its server warns when started for another).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { manifestUrlOf } from './webpack.common.mjs';

const dir = process.cwd();
const { default: config, title } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);

const stats = await new Promise((resolve, reject) => webpack(config).run((error, result) => (error ? reject(error) : resolve(result))));
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
const { entrypoints } = stats.toJson({ all: false, entrypoints: true });
const scripts = entrypoints.main.assets.map(({ name }) => `    <script defer src="/${name}"></script>`).join('\n');
const dist = config.output.path;
const page = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8')
  .replace('<!-- title -->', title)
  .replace('<!-- scripts -->', scripts.trim());
writeFileSync(path.join(dist, 'index.html'), page);
copyFileSync(path.join(import.meta.dirname, 'portal.css'), path.join(dist, 'portal.css'));
writeFileSync(path.join(dist, 'built-for.json'), `${JSON.stringify({ corporateManifestUrl: manifestUrlOf() })}\n`);
console.log(`[${path.basename(dir)}] built in ${stats.endTime - stats.startTime} ms for ${manifestUrlOf()}`);
