import sourceMap from 'source-map';
import {
  BUNDLER_RUNTIME,
  DESIGN_CARD,
  FEDERATION_GLUE,
  FORM_LIBRARY,
  OUR_CODE,
  UNMAPPED,
  attributeSpans,
  bytesByGroup,
  bytesByModuleSize,
  chunkStem,
  classify,
  groupOf,
  gzipShares,
} from '../modes/composition-groups.mjs';

// bench composition: which package or part of ours each byte of `/`'s JavaScript is.

describe("groupOf: a source of an app's map, as the bundler names it, to its group", () => {
  it.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'shell', 'react-dom'],
    ['webpack://shell/../node_modules/@module-federation/runtime-core/dist/core.js', 'shell', '@module-federation/runtime-core'],
    [
      'webpack://shell/../node_modules/@module-federation/webpack-bundler-runtime/dist/error-codes/dist/error-codes.js',
      'shell',
      '@module-federation/webpack-bundler-runtime',
    ],
    ['webpack://shell/../node_modules/react-router/node_modules/cookie/dist/index.js', 'shell', 'cookie'],
    ['webpack://mf_search/./node_modules/@hookform/resolvers/zod/dist/zod.mjs', 'mf-search', '@hookform/resolvers'],
    ['webpack://shell/../node_modules/@booking/shared/src/store/atoms.ts', 'shell', 'shared/src/store'],
    ['webpack://shell/../shared/src/ui/button.tsx', 'shell', 'shared/src/ui'],
    ['webpack://mf_search/../shared/src/api/client.ts', 'mf-search', 'shared/src/api'],
    ['webpack://shell/./src/layout/navbar.tsx', 'shell', 'shell'],
    ['webpack://mf_search/./src/app/app.tsx', 'mf-search', 'mf-search'],
    ['webpack://shell/../config/react-router-facade.mjs', 'shell', 'config/react-router-facade.mjs'],
    ['../config/react-router-facade.mjs', 'shell', 'config/react-router-facade.mjs'],
    ['webpack://shell/webpack/runtime/jsonp_chunk_loading', 'shell', BUNDLER_RUNTIME],
    ['webpack://mf_search/webpack/startup', 'mf-search', BUNDLER_RUNTIME],
    ['webpack://shell/%3D%3D%22undefined%22%7D%3Bif(isValidValue(singleton))', 'shell', FEDERATION_GLUE],
    ['data:text/javascript,import "x"', 'shell', FEDERATION_GLUE],
    [null, 'shell', UNMAPPED],
  ])('%s (%s) -> %s', (source, app, group) => {
    expect(groupOf(source, app)).toBe(group);
  });
});

describe('classify: the summary line of a group', () => {
  it.each([
    ['react-dom', DESIGN_CARD],
    ['react', DESIGN_CARD],
    ['scheduler', DESIGN_CARD],
    ['react-router', DESIGN_CARD],
    ['styled-components', DESIGN_CARD],
    ['stylis', DESIGN_CARD],
    ['jotai', DESIGN_CARD],
    ['@emotion/is-prop-valid', DESIGN_CARD],
    ['@module-federation/sdk', DESIGN_CARD],
    [BUNDLER_RUNTIME, DESIGN_CARD],
    [FEDERATION_GLUE, DESIGN_CARD],
    ['axios', DESIGN_CARD],
    ['zod', DESIGN_CARD],
    ['shallowequal', DESIGN_CARD],
    ['tslib', DESIGN_CARD],
    ['cookie', DESIGN_CARD],
    ['react-hook-form', FORM_LIBRARY],
    ['@hookform/resolvers', FORM_LIBRARY],
    ['shell', OUR_CODE],
    ['shared/src/ui', OUR_CODE],
    ['config/react-router-facade.mjs', OUR_CODE],
    ['@react-google-maps/api', OUR_CODE],
    [UNMAPPED, OUR_CODE],
  ])('%s -> %s', (group, line) => {
    expect(classify(group)).toBe(line);
  });
});

describe('chunkStem: a built file without its content hash', () => {
  it.each([
    ['201.67ee1afc9c.js', '201'],
    ['startup-vendors.4104dccaae.js', 'startup-vendors'],
    ['main.76fdf389a9.js', 'main'],
    ['remoteEntry.js', 'remoteEntry'],
    ['__federation_expose_App.a47071d35a.js', '__federation_expose_App'],
  ])('%s -> %s', (file, stem) => {
    expect(chunkStem(file)).toBe(stem);
  });
});

describe('attributeSpans: the bytes of a minified file by original source', () => {
  const at = (generatedLine: number, generatedColumn: number, source: string | null) => ({ generatedLine, generatedColumn, source });
  it.each([
    {
      why: 'each span runs to the next mapping, the last to the line end',
      code: 'aaabbbbcc',
      mappings: [at(1, 0, 'a'), at(1, 3, 'b'), at(1, 7, 'c')],
      expected: { a: 3, b: 4, c: 2 },
    },
    {
      why: 'a header before the first mapping goes to the code after it',
      code: 'HHaaab',
      mappings: [at(1, 2, 'a'), at(1, 5, 'b')],
      expected: { a: 5, b: 1 },
    },
    {
      why: 'a span without a source goes to the next source',
      code: 'aaWWWbb',
      mappings: [at(1, 0, 'a'), at(1, 2, null), at(1, 5, 'b')],
      expected: { a: 2, b: 5 },
    },
    { why: 'what trails the last source goes to it', code: 'aaWW', mappings: [at(1, 0, 'a'), at(1, 2, null)], expected: { a: 4 } },
    {
      why: "a newline belongs to its line's last span; a line without mappings to the next source",
      code: 'aa\nxx\nbb',
      mappings: [at(1, 0, 'a'), at(3, 0, 'b')],
      expected: { a: 3, b: 5 },
    },
    {
      why: 'bytes, not characters (columns are UTF-16 units)',
      code: 'a£€b',
      mappings: [at(1, 0, 'a'), at(1, 3, 'b')],
      expected: { a: 6, b: 1 },
    },
    { why: 'no source at all: unattributed', code: 'xyz', mappings: [], expected: { null: 3 } },
    { why: 'mappings past the line end are ignored', code: 'ab', mappings: [at(1, 0, 'a'), at(1, 9, 'b')], expected: { a: 2 } },
  ])('$why', ({ code, mappings, expected }) => {
    const bytes = attributeSpans(code, mappings);
    expect(Object.fromEntries([...bytes].map(([k, v]) => [String(k), v]))).toEqual(expected);
    expect([...bytes.values()].reduce((s, b) => s + b, 0)).toBe(Buffer.byteLength(code));
  });

  it("reads a real source map by the bundler's own source names (the consumer would drop the ../)", () => {
    const generator = new sourceMap.SourceMapGenerator({ file: 'out.js' });
    generator.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: 'webpack://shell/../node_modules/react/index.js',
    });
    generator.addMapping({
      generated: { line: 1, column: 4 },
      original: { line: 1, column: 0 },
      source: 'webpack://shell/../shared/src/ui/button.tsx',
    });
    const map: sourceMap.RawSourceMap = JSON.parse(generator.toString());
    // source-map 0.6.1 has `sources` on its consumers but leaves it out of its types.
    const consumer = new sourceMap.SourceMapConsumer(map) as sourceMap.SourceMapConsumer & { sources: string[] };
    const raw = new Map(consumer.sources.map((s, i) => [s, map.sources[i]]));
    const mappings: Array<{ generatedLine: number; generatedColumn: number; source: string | null }> = [];
    consumer.eachMapping(
      (m) => mappings.push({ generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, source: raw.get(m.source) ?? m.source }),
      null,
      sourceMap.SourceMapConsumer.GENERATED_ORDER,
    );
    expect(Object.fromEntries(bytesByGroup(attributeSpans('abcdefgh', mappings), 'shell'))).toEqual({ react: 4, 'shared/src/ui': 4 });
    // The consumer's normalised names would put shared's code under the app that built it.
    expect(consumer.sources.map((s) => groupOf(s, 'shell'))).toEqual(['react', 'shell']);
  });
});

describe("sharing a file's gzip size out", () => {
  it('gives each group its share of each file, largest first, adding up to the measured total', () => {
    const rows = gzipShares([
      {
        gzipBytes: 100,
        bytesByGroup: new Map([
          ['react-dom', 300],
          ['shell', 100],
        ]),
      },
      {
        gzipBytes: 40,
        bytesByGroup: new Map([
          ['shell', 50],
          ['zod', 50],
        ]),
      },
    ]);
    expect(rows.map((r) => [r.group, r.line, r.bytes, r.gzipBytes])).toEqual([
      ['react-dom', DESIGN_CARD, 300, 75],
      ['shell', OUR_CODE, 150, 45],
      ['zod', DESIGN_CARD, 50, 20],
    ]);
    expect(rows.reduce((s, r) => s + r.gzipBytes, 0)).toBe(140);
  });

  it("shares a file without a map by its modules' sizes", () => {
    const groups = bytesByModuleSize(
      [
        { name: '../config/react-router-facade.mjs', size: 300 },
        { name: '../node_modules/react-router/dist/index.mjs', size: 100 },
      ],
      'shell',
      800,
    );
    expect(Object.fromEntries(groups)).toEqual({ 'config/react-router-facade.mjs': 600, 'react-router': 200 });
    expect(Object.fromEntries(bytesByModuleSize([], 'shell', 50))).toEqual({ [UNMAPPED]: 50 });
  });
});
