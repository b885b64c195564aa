import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootHeroFor, hintsFor, INLINE_PICTURE_LIMIT, inlinedPicture, pageHtml } from '../page-hints';

// The home page's first screen (docs/decisions/start-up.md): the brand's picture under the loading message, in the
// HTML itself when it is a small SVG of the site's own, so it paints before any script runs.

let root: string;
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
  mkdirSync(path.join(root, 'brand'));
  writeFileSync(path.join(root, 'brand/hero.svg'), svg);
  writeFileSync(path.join(root, 'brand/big.svg'), `<svg>${' '.repeat(INLINE_PICTURE_LIMIT)}</svg>`);
  writeFileSync(path.join(root, 'secret.svg'), svg);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dataOf = (text: string) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

it.each([
  ['a small SVG of the site', '/brand/hero.svg', dataOf(svg)],
  ['another case, so another file (not there)', '/brand/HERO.SVG', null],
  ['an SVG over the limit', '/brand/big.svg', '/brand/big.svg'],
  ['a file that is not there (yet): looked for again', '/brand/none.svg', null],
  ['a picture on another site', 'https://cdn.operator.example/hero.svg', 'https://cdn.operator.example/hero.svg'],
  ['a raster picture', '/brand/hero.avif', '/brand/hero.avif'],
  ['an address with a query', '/brand/hero.svg?v=2', '/brand/hero.svg?v=2'],
  ['dot segments', '/brand/../secret.svg', '/brand/../secret.svg'],
  ['no picture', undefined, undefined],
])('inlinedPicture: %s', (_case, url, expected) => {
  expect(inlinedPicture(root, url)).toBe(expected);
});

describe("the home page's first screen", () => {
  const settings = { brand: { heroImageUrl: '/brand/hero.svg' } };
  const html = '<html><head></head><body><div class="boot-overlay"><span class="boot-spinner"></span></div></body></html>';

  it.each(['/', '/home', '/Home/', '/BookTripView', '/booktripview/'])('%s has the picture, preloaded', (pathname) => {
    const page = pageHtml(html, hintsFor(pathname, '', settings), bootHeroFor(pathname, settings, dataOf(svg)));
    expect(page).toContain('<link rel="preload" href="/brand/hero.svg" as="image" fetchpriority="high"></head>');
    expect(page).toContain(`<img class="boot-hero" src="${dataOf(svg)}" alt="" fetchpriority="high"><span class="boot-spinner">`);
  });

  it.each(['/quotationview', '/homes', '/home/x', '/index.html'])('%s has neither', (pathname) => {
    expect(pageHtml(html, hintsFor(pathname, '', settings), bootHeroFor(pathname, settings))).toBe(html);
  });

  it('has neither when the brand has no picture', () => {
    expect(bootHeroFor('/', { brand: { heroImageUrl: '' } })).toBe('');
    expect(hintsFor('/', '<x>', {})).toBe('<x>');
  });

  it('escapes the address in both attributes', () => {
    const odd = { brand: { heroImageUrl: 'https://cdn.operator.example/h.svg?a=1&b="2"' } };
    expect(hintsFor('/', '', odd)).toContain('href="https://cdn.operator.example/h.svg?a=1&amp;b=&quot;2&quot;"');
    expect(bootHeroFor('/', odd)).toContain('src="https://cdn.operator.example/h.svg?a=1&amp;b=&quot;2&quot;"');
  });
});
