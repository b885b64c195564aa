// bench composition's pure half: which package or part of ours a source-mapped byte belongs to, how
// many bytes of a minified file each original source owns, and the gzip share each group gets.
import path from 'node:path';

export const UNMAPPED = 'unattributed';
export const BUNDLER_RUNTIME = 'bundler runtime';
export const FEDERATION_GLUE = 'federation glue';
const WORKSPACES = ['shell', 'mf-search', 'mf-quote', 'mf-checkout', 'mf-corporate', 'examples/operator-portal', 'sandbox-api', 'e2e'];

/** The summary lines: the design card's libraries (and the helpers they pull), the form library, ours. */
export const DESIGN_CARD = 'design-card libraries and runtime';
export const FORM_LIBRARY = 'form library';
export const OUR_CODE = 'our code';
const DESIGN_CARD_PACKAGES = [
  'react-dom',
  'react',
  'scheduler',
  'react-router',
  'react-router-dom',
  'styled-components',
  'stylis',
  'jotai',
  'axios',
  'zod',
  'shallowequal',
  'tslib',
  'cookie',
  'set-cookie-parser',
  BUNDLER_RUNTIME,
  FEDERATION_GLUE,
];
const DESIGN_CARD_SCOPES = ['@emotion/', '@module-federation/'];
const FORM_PACKAGES = ['react-hook-form'];
const FORM_SCOPES = ['@hookform/'];

/** `201.67ee1afc9c.js` -> `201`, `remoteEntry.js` -> `remoteEntry`: a chunk's name or id without its hash. */
export const chunkStem = (file) => path.posix.basename(file).replace(/(\.[0-9a-f]{8,})?\.js$/, '');

/**
 * The group of one source of an app's map: a package (`react-dom`, `@module-federation/runtime-core`),
 * a workspace (`shell`, `mf-search`), an area of shared (`shared/src/ui`), a config file of ours
 * (`config/react-router-facade.mjs`), the bundler's runtime modules or the federation entry's glue.
 * @param {string | null} source as the bundler wrote it in the map's `sources` (`webpack://shell/../node_modules/react/index.js`;
 *   source-map's consumer normalises `../` away, so look the raw name up by index) or a module's name in the stats
 * @param {string} app the workspace the map was built from (`shell`), that `./src/...` is relative to
 */
export function groupOf(source, app) {
  if (!source) return UNMAPPED;
  const rest = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^webpack\//.test(rest)) return BUNDLER_RUNTIME;
  // The federation entry is a data: URL module; the map names it by its URL-encoded code.
  if (/^data:/.test(rest) || (!/^\.{1,2}\//.test(rest) && /%[0-9A-F]{2}/i.test(rest))) return FEDERATION_GLUE;
  const file = path.posix.normalize(`${app}/${rest}`);
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second, ...after] = file.slice(inModules + 'node_modules/'.length).split('/');
    const pkg = first.startsWith('@') ? `${first}/${second}` : first;
    if (pkg !== '@booking/shared') return pkg;
    return groupOf(`shared/${first.startsWith('@') ? after.join('/') : [second, ...after].join('/')}`, '.');
  }
  const shared = /^shared\/src\/([^/]+)\//.exec(file);
  if (shared) return `shared/src/${shared[1]}`;
  if (file.startsWith('shared/')) return 'shared';
  if (file.startsWith('config/')) return file;
  return WORKSPACES.find((w) => file === w || file.startsWith(`${w}/`)) ?? `other: ${file}`;
}

/** Which summary line a group counts in. */
export function classify(group) {
  if (DESIGN_CARD_PACKAGES.includes(group) || DESIGN_CARD_SCOPES.some((s) => group.startsWith(s))) return DESIGN_CARD;
  if (FORM_PACKAGES.includes(group) || FORM_SCOPES.some((s) => group.startsWith(s))) return FORM_LIBRARY;
  return OUR_CODE;
}

/**
 * The UTF-8 bytes of a minified file that each original source owns. A mapping's span runs to the next
 * mapping on its generated line, the last one to the line's end (with its newline). Bytes no mapping
 * with a source covers (the chunk's header, each module's wrapper and export table) go to the source
 * whose code follows them, at the file's end to the one before; with no source at all, to `null`.
 * @param {string} code the generated file
 * @param {Array<{ generatedLine: number, generatedColumn: number, source: string | null }>} mappings
 *   in generated order (1-based lines, 0-based UTF-16 columns, as source-map's eachMapping gives them)
 * @returns {Map<string | null, number>} bytes by source; they add up to the file's byte length
 */
export function attributeSpans(code, mappings) {
  const byLine = new Map();
  for (const m of mappings) {
    if (!byLine.has(m.generatedLine)) byLine.set(m.generatedLine, []);
    byLine.get(m.generatedLine).push(m);
  }
  const spans = [];
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const newline = index < lines.length - 1 ? '\n' : '';
    const marks = (byLine.get(index + 1) ?? []).filter((m) => m.generatedColumn < line.length);
    if (!marks.length) return spans.push([null, line + newline]);
    spans.push([null, line.slice(0, marks[0].generatedColumn)]);
    marks.forEach((m, i) => {
      const end = i + 1 < marks.length ? marks[i + 1].generatedColumn : line.length;
      spans.push([m.source ?? null, line.slice(m.generatedColumn, end) + (i + 1 < marks.length ? '' : newline)]);
    });
  });
  const bytes = new Map();
  const add = (source, n) => n && bytes.set(source, (bytes.get(source) ?? 0) + n);
  let pending = 0;
  let last = null;
  for (const [source, text] of spans) {
    if (source === null) pending += Buffer.byteLength(text);
    else {
      add(source, pending + Buffer.byteLength(text));
      pending = 0;
      last = source;
    }
  }
  add(last, pending);
  return bytes;
}

/**
 * Each group's estimated gzip bytes over the loaded files: its share of a file's bytes times the file's
 * real gzip size (proportional, so an estimate per group; each file's total stays exact).
 * @param {Array<{ gzipBytes: number, bytesByGroup: Map<string, number> }>} files
 * @returns {Array<{ group: string, line: string, bytes: number, gzipBytes: number }>} largest first
 */
export function gzipShares(files) {
  const groups = new Map();
  for (const { gzipBytes, bytesByGroup } of files) {
    const total = [...bytesByGroup.values()].reduce((sum, b) => sum + b, 0);
    for (const [group, bytes] of bytesByGroup) {
      const row = groups.get(group) ?? { group, line: classify(group), bytes: 0, gzipBytes: 0 };
      row.bytes += bytes;
      row.gzipBytes += total ? (bytes / total) * gzipBytes : 0;
      groups.set(group, row);
    }
  }
  return [...groups.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * A file without a source map (a chunk of generated code only, such as the router facade's export
 * table): its bytes shared out by the sizes of the modules the build put in its chunk.
 * @param {Array<{ name: string, size: number }>} modules the chunk's modules, as the build's stats name them
 */
export function bytesByModuleSize(modules, app, fileBytes) {
  const total = modules.reduce((sum, m) => sum + m.size, 0);
  const groups = new Map();
  if (!total) return new Map([[UNMAPPED, fileBytes]]);
  for (const m of modules) groups.set(groupOf(m.name, app), (groups.get(groupOf(m.name, app)) ?? 0) + (m.size / total) * fileBytes);
  return groups;
}

/** The bytes by group of one file, from its bytes by source. */
export function bytesByGroup(bySource, app) {
  const groups = new Map();
  for (const [source, bytes] of bySource) groups.set(groupOf(source, app), (groups.get(groupOf(source, app)) ?? 0) + bytes);
  return groups;
}
