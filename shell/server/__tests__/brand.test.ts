import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BRAND_ENV, DEFAULT_BRAND, readBrand } from '../brand';
import { BOOT_HERO_MARK } from '../page-hints';
import { contentSecurityPolicy } from '../security-headers';
import { freePort, repoRoot, runNodeToEnd, startShell } from './servers';

// The operator's brand in /config.json (product §10 "What the visitor sees"): from the variables or
// the operator texts file's `brand`, else the demo's; a wrong value or a pair of colours that fails
// WCAG AA contrast stops the server, naming the setting.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brand-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const brandFile = (brand: unknown, name = `texts-${Math.random().toString(36).slice(2)}.json`) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ priceIncludes: 'Fixed price.', brand }));
  return file;
};
// Whatever the environment running the tests holds, only each test's own settings count.
const unset = Object.fromEntries([...Object.values(BRAND_ENV), 'OPERATOR_TEXTS_FILE'].map((name) => [name, '']));
const refusal = (env: Record<string, string>) => {
  try {
    readBrand(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('readBrand: where each value comes from', () => {
  it("is the demo's brand when nothing is set", () => {
    expect(readBrand({})).toEqual(DEFAULT_BRAND);
    expect(readBrand({ BRAND_PRIMARY_COLOR: ' ', TRUST_POINTS: ' | ' })).toEqual(DEFAULT_BRAND);
  });

  it('reads each value from its variable, colours as #rrggbb, trust points split on |', () => {
    expect(
      readBrand({
        BRAND_LOGO_URL: 'https://cdn.operator.example/mark.svg',
        BRAND_PRIMARY_COLOR: '#7A1F3D',
        BRAND_ACCENT_COLOR: '#fc6',
        BRAND_HERO_IMAGE_URL: '/brand/hero.svg',
        OPERATOR_LICENCE: ' Licensed by Transport for London (PHV 012345) ',
        TRUST_POINTS: 'Open 24/7 | Pay by card or in the car |',
      }),
    ).toEqual({
      logoUrl: 'https://cdn.operator.example/mark.svg',
      primaryColor: '#7a1f3d',
      accentColor: '#ffcc66',
      heroImageUrl: '/brand/hero.svg',
      licence: 'Licensed by Transport for London (PHV 012345)',
      trustPoints: ['Open 24/7', 'Pay by card or in the car'],
    });
  });

  it("reads the operator texts file's brand; a variable wins over it", () => {
    const file = brandFile({ licence: 'Licence A', primaryColor: '#0b5d3b', trustPoints: ['One', ' '] });
    expect(readBrand({ OPERATOR_TEXTS_FILE: file })).toEqual({
      ...DEFAULT_BRAND,
      licence: 'Licence A',
      primaryColor: '#0b5d3b',
      trustPoints: ['One'],
    });
    expect(readBrand({ OPERATOR_TEXTS_FILE: file, OPERATOR_LICENCE: 'Licence B' }).licence).toBe('Licence B');
  });

  it("gives the demo's sample file a licence and the demo's colours", () => {
    const brand = readBrand({ OPERATOR_TEXTS_FILE: path.join(repoRoot, 'config/operator-texts.sample.json') });
    expect(brand).toMatchObject({ primaryColor: DEFAULT_BRAND.primaryColor, licence: expect.stringMatching(/Transport for London/) });
  });
});

describe('readBrand refuses a wrong value, naming the setting', () => {
  it.each([
    [{ BRAND_PRIMARY_COLOR: 'blue' }, 'BRAND_PRIMARY_COLOR: "blue" is not a colour. Give a hex colour, e.g. #0a58ca.'],
    [{ BRAND_ACCENT_COLOR: '#12345' }, 'BRAND_ACCENT_COLOR: "#12345" is not a colour.'],
    [{ BRAND_LOGO_URL: 'javascript:alert(1)' }, 'BRAND_LOGO_URL: "javascript:alert(1)" is not a site path or a web address.'],
    [{ BRAND_HERO_IMAGE_URL: '//evil.example/x.png' }, 'BRAND_HERO_IMAGE_URL: "//evil.example/x.png" is not a site path'],
    [{ OPERATOR_LICENCE: 'x'.repeat(121) }, 'OPERATOR_LICENCE: 121 characters; at most 120.'],
    [{ OPERATOR_LICENCE: 'a\nb' }, 'OPERATOR_LICENCE: give one line of plain text.'],
    [{ OPERATOR_LICENCE: '<b>Licensed</b>' }, 'OPERATOR_LICENCE: looks like HTML'],
    [{ TRUST_POINTS: 'a|b|c|d|e|f|g' }, 'TRUST_POINTS: 7 points; at most 6.'],
    [{ TRUST_POINTS: `ok|${'y'.repeat(81)}` }, 'TRUST_POINTS: 81 characters; at most 80.'],
  ])('%j', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it.each([
    [
      [1],
      'OPERATOR_TEXTS_FILE brand: must be one JSON object with the keys logoUrl, primaryColor, accentColor, heroImageUrl, licence, trustPoints.',
    ],
    [{ primaryColour: '#000000' }, 'OPERATOR_TEXTS_FILE brand: unknown key "primaryColour"'],
    [{ trustPoints: 'one' }, 'OPERATOR_TEXTS_FILE brand.trustPoints: must be a list of texts or null.'],
    [{ licence: 7 }, 'OPERATOR_TEXTS_FILE brand.licence: must be text or null.'],
    [{ primaryColor: 'red' }, 'OPERATOR_TEXTS_FILE brand.primaryColor: "red" is not a colour.'],
  ])('in the file: %j', (brand, message) => {
    expect(refusal({ OPERATOR_TEXTS_FILE: brandFile(brand) })).toContain(message);
  });
});

// One table per contrast rule (WCAG AA): the pairs that pass and those refused, with the message.
describe('the contrast rules', () => {
  it.each([
    ['#0a58ca', null],
    ['#7a1f3d', null],
    ['#000000', null],
    [
      '#6c757d',
      "BRAND_PRIMARY_COLOR: #6c757d has 4.3:1 contrast with white text and the page's background #f4f6fa; WCAG AA asks 4.5:1. Give a darker colour.",
    ],
    ['#ffcc00', 'BRAND_PRIMARY_COLOR: #ffcc00 has 1.3:1 contrast'],
    ['#3b82f6', 'BRAND_PRIMARY_COLOR: #3b82f6 has 3.3:1 contrast'],
  ])('the primary carries white text and is the links’ colour on the page (4.5:1): %s', (primary, message) => {
    const problems = refusal({ BRAND_PRIMARY_COLOR: primary, BRAND_ACCENT_COLOR: '#ffffff' });
    if (message) expect(problems).toContain(message);
    else expect(problems ?? '').not.toContain('BRAND_PRIMARY_COLOR:');
  });

  it.each([
    ['#f2b705', null],
    ['#ffffff', null],
    ['#0b3d91', null],
    [
      '#e0463c',
      'BRAND_ACCENT_COLOR: #e0463c has at most 4.1:1 contrast with white or dark text (#1b2430); WCAG AA asks 4.5:1. Give a lighter or a darker colour.',
    ],
    ['#d9480f', 'BRAND_ACCENT_COLOR: #d9480f has at most'],
  ])('the accent carries its own text, white or dark (4.5:1): %s', (accent, message) => {
    const problems = refusal({ BRAND_PRIMARY_COLOR: '#000000', BRAND_ACCENT_COLOR: accent });
    if (message) expect(problems).toContain(message);
    else expect(problems ?? '').not.toContain('BRAND_ACCENT_COLOR:');
  });

  it.each([
    ['#0a58ca', '#f2b705', null],
    ['#7a1f3d', '#f4c06a', null],
    ['#0a58ca', '#ffffff', null],
    [
      '#0a58ca',
      '#0b3d91',
      'BRAND_ACCENT_COLOR and BRAND_PRIMARY_COLOR: #0b3d91 on #0a58ca has 1.5:1 contrast; the accent marks sit on the primary colour, and WCAG AA asks 3:1. Give colours further apart.',
    ],
    ['#1b5e20', '#2e7d32', 'BRAND_ACCENT_COLOR and BRAND_PRIMARY_COLOR: #2e7d32 on #1b5e20'],
  ])('accent marks sit on the primary (3:1): %s with %s', (primary, accent, message) => {
    const problems = refusal({ BRAND_PRIMARY_COLOR: primary, BRAND_ACCENT_COLOR: accent });
    if (message) expect(problems).toContain(message);
    else expect(problems).toBeNull();
  });

  it("names the file's setting when a colour comes from it", () => {
    expect(refusal({ OPERATOR_TEXTS_FILE: brandFile({ primaryColor: '#ffcc00' }) })).toContain(
      'OPERATOR_TEXTS_FILE brand.primaryColor: #ffcc00 has 1.3:1',
    );
  });
});

it("opens the CSP's img-src to the brand's pictures on other sites only", () => {
  const settings = { remotes: {}, frameParentOrigins: [], mapsScriptUrl: 'https://maps.googleapis.com/maps/api/js' };
  const imgSrc = (brand: unknown) => /img-src ([^;]*)/.exec(contentSecurityPolicy({ ...settings, brand } as never))?.[1].split(' ');
  expect(imgSrc(DEFAULT_BRAND)).not.toContain('https://cdn.operator.example');
  expect(
    imgSrc({ ...DEFAULT_BRAND, logoUrl: 'https://CDN.operator.example/m.svg', heroImageUrl: 'https://cdn.operator.example/h.avif' }),
  ).toEqual(expect.arrayContaining(['https://cdn.operator.example']));
});

describe("the shell's server", () => {
  const servers: Array<{ stop: () => Promise<void> }> = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it("serves the brand in /config.json; the home page's first screen has the hero picture, preloaded", async () => {
    // Its own index.html: the unit tests run before anything is built.
    const dist = mkdtempSync(path.join(dir, 'dist-'));
    const body = '<div id="root"><div class="boot-overlay"><span class="boot-spinner"></span><p>Please wait</p></div></div>';
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Book</title></head><body>${body}</body></html>`);
    mkdirSync(path.join(dist, 'brand'));
    writeFileSync(path.join(dist, 'brand/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const shell = await startShell('http://127.0.0.1:9', {
      ...unset,
      DIST_DIR: dist,
      BRAND_PRIMARY_COLOR: '#7a1f3d',
      BRAND_ACCENT_COLOR: '#f4c06a',
    });
    servers.push(shell);
    const base = `http://127.0.0.1:${shell.port}`;
    expect((await (await fetch(`${base}/config.json`)).json()).brand).toEqual({
      ...DEFAULT_BRAND,
      primaryColor: '#7a1f3d',
      accentColor: '#f4c06a',
    });
    const preload = '<link rel="preload" href="/brand/hero.svg" as="image" fetchpriority="high">';
    const inline = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const picture = `<img class="boot-hero" src="data:image/svg+xml;base64,${inline}" alt="" fetchpriority="high"><span class="boot-spinner">`;
    for (const page of ['/', '/home', '/BookTripView']) {
      const html = await (await fetch(`${base}${page}`)).text();
      expect(html).toContain(preload);
      expect(html).toContain(picture);
    }
    const results = await (await fetch(`${base}/quotationview`)).text();
    expect(results).not.toContain(preload);
    expect(results).not.toContain('boot-hero');
  });

  it("has the place for the picture in the shell's index.html, once", () => {
    const template = readFileSync(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    expect(template.split(BOOT_HERO_MARK)).toHaveLength(2);
  });

  it.each([
    [{ BRAND_PRIMARY_COLOR: '#ffcc00' }, /BRAND_PRIMARY_COLOR: #ffcc00 has 1\.3:1 contrast/],
    [{ BRAND_ACCENT_COLOR: 'gold' }, /BRAND_ACCENT_COLOR: "gold" is not a colour/],
  ])('stops at start with a message naming the setting (%j)', async (env, message) => {
    const { code, output } = await runNodeToEnd('shell/server/index.ts', {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ATTEMPTS_DB: ':memory:',
      ...unset,
      ...env,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/\[shell-server\] cannot start: /);
    expect(output).toMatch(message);
  });
});
