import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { BRAND_ENV, readBrand } from '../brand';
import { bootHeroFor, hintsFor, inlinedPicture, pageHtml } from '../page-hints';
import { runShellConfig } from './nginx-config';
import { repoRoot } from './servers';

// docker-compose's shell is nginx: its start-up script writes /config.json's brand with jq
// (deploy/nginx/brand.jq). Whatever the operator sets, it must write what the Node server serves, or
// stop with the same message, contrast refusals included (CI installs jq; without it this is skipped).

const hasJq = spawnSync('jq', ['--version']).status === 0;
type Outcome = { brand: unknown; imgSrc?: string[] } | { refused: string };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brand-nginx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(env: Record<string, string>): Outcome {
  try {
    return { brand: readBrand(env) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

function nginx(env: Record<string, string>): Outcome {
  const run = runShellConfig(dir, env);
  if (run.status !== 0) return { refused: run.stderr.replace(/\n$/, '') };
  return { brand: JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')).brand };
}

const file = (brand: unknown) => {
  const name = path.join(dir, `texts-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, JSON.stringify({ priceIncludes: 'Fixed.', brand }));
  return name;
};

(hasJq ? describe : describe.skip)("nginx's /config.json brand (deploy/nginx/shell-config.sh)", () => {
  it.each([
    ['nothing', () => ({})],
    ["the demo's sample file", () => ({ OPERATOR_TEXTS_FILE: path.join(repoRoot, 'config/operator-texts.sample.json') })],
    [
      'every variable',
      () => ({
        BRAND_LOGO_URL: 'https://cdn.operator.example/mark.svg',
        BRAND_PRIMARY_COLOR: '#7A1F3D',
        BRAND_ACCENT_COLOR: '#fc6',
        BRAND_HERO_IMAGE_URL: '/brand/hero.svg',
        OPERATOR_LICENCE: ' Licensed "by" TfL \\ $HOME `id` £5 ',
        TRUST_POINTS: 'Open 24/7 | Pay by card |',
      }),
    ],
    ['a variable over the file', () => ({ OPERATOR_TEXTS_FILE: file({ licence: 'A', accentColor: '#ffffff' }), OPERATOR_LICENCE: 'B' })],
    ['a primary too light', () => ({ BRAND_PRIMARY_COLOR: '#ffcc00' })],
    ['an accent too close to the primary', () => ({ BRAND_ACCENT_COLOR: '#0b3d91' })],
    ['an accent with no clear text', () => ({ BRAND_PRIMARY_COLOR: '#000000', BRAND_ACCENT_COLOR: '#e0463c' })],
    ['a primary from the file', () => ({ OPERATOR_TEXTS_FILE: file({ primaryColor: '#3b82f6' }) })],
    ['a word for a colour', () => ({ BRAND_ACCENT_COLOR: 'gold' })],
    ['a javascript: logo', () => ({ BRAND_LOGO_URL: 'javascript:alert(1)' })],
    ['a long licence', () => ({ OPERATOR_LICENCE: '🚕'.repeat(121) })],
    ['a licence on two lines', () => ({ OPERATOR_LICENCE: 'a\nb' })],
    ['markup', () => ({ TRUST_POINTS: 'ok|<b>x</b>' })],
    ['seven points', () => ({ TRUST_POINTS: 'a|b|c|d|e|f|g' })],
    ['a list for the brand', () => ({ OPERATOR_TEXTS_FILE: file([1]) })],
    ['an unknown key', () => ({ OPERATOR_TEXTS_FILE: file({ zeta: 1, primaryColour: '#000' }) })],
    ['a text for the points', () => ({ OPERATOR_TEXTS_FILE: file({ trustPoints: 'one' }) })],
    ['a number for the licence', () => ({ OPERATOR_TEXTS_FILE: file({ licence: 7 }) })],
    ['two wrong values', () => ({ BRAND_PRIMARY_COLOR: 'red', BRAND_LOGO_URL: '//x' })],
  ])('writes what the Node server serves, or refuses alike: %s', (_name, env) => {
    const settings = env() as Record<string, string>;
    expect(nginx(settings)).toEqual(node(settings));
  });

  it('agrees with the Node server on any pair of colours', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(colour, colour, (primary, accent) => {
        const settings = { BRAND_PRIMARY_COLOR: primary, BRAND_ACCENT_COLOR: accent };
        expect(nginx(settings)).toEqual(node(settings));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('opens the CSP to the same picture origins as the Node server', () => {
    nginx({ BRAND_LOGO_URL: 'https://CDN.operator.example/m.svg', BRAND_HERO_IMAGE_URL: '/brand/hero.svg' });
    const imgSrc = /img-src ([^;]*)/
      .exec(readFileSync(path.join(dir, 'headers.conf'), 'utf8'))?.[1]
      .trim()
      .split(' ');
    expect(imgSrc).toContain('https://cdn.operator.example');
  });

  it.each([
    ["the demo's picture, in the page", {}, 'src="data:image/svg+xml;base64,'],
    ['a picture elsewhere, with a query', { BRAND_HERO_IMAGE_URL: 'https://cdn.operator.example/h.avif?w=1600&q=80' }, 'src="https://'],
    ['an SVG of the site that is not there', { BRAND_HERO_IMAGE_URL: '/brand/none.svg' }, 'src="/brand/none.svg"'],
    ['dot segments', { BRAND_HERO_IMAGE_URL: '/brand/../brand/hero.svg' }, 'src="/brand/../brand/hero.svg"'],
  ])("writes the home page's first screen as the Node server serves it: %s", (_name, env, src) => {
    const template = readFileSync(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
    writeFileSync(path.join(dir, 'index.html'), template);
    mkdirSync(path.join(dir, 'brand'), { recursive: true });
    copyFileSync(path.join(repoRoot, 'shell/public/brand/hero.svg'), path.join(dir, 'brand/hero.svg'));
    nginx(env);
    const settings = { brand: readBrand(env) };
    const home = pageHtml(
      template,
      hintsFor('/', '', settings),
      bootHeroFor('/', settings, inlinedPicture(dir, settings.brand.heroImageUrl)),
    );
    expect(home).toContain(`<img class="boot-hero" ${src}`);
    expect(readFileSync(path.join(dir, 'home.html'), 'utf8')).toBe(home);
  });

  it('names every setting it reads', () => {
    const script = readFileSync(path.join(repoRoot, 'deploy/nginx/shell-config.sh'), 'utf8');
    for (const name of Object.values(BRAND_ENV)) expect(script).toContain(`\${${name}:-}`);
  });
});
