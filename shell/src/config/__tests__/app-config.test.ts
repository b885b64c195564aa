import { EMPTY_CONFIG, loadAppConfig, parseAppConfig, toOrigin, toPreviousStepPath } from '../app-config';

describe('parseAppConfig', () => {
  it('keeps the four remotes and the parent origins', () => {
    const config = parseAppConfig({
      remotes: {
        mf_search: 'http://localhost:3001/mf-manifest.json',
        mf_quote: 'https://quote.example.co.uk/mf-manifest.json',
        mf_checkout: 'http://localhost:3003/mf-manifest.json',
        mf_corporate: 'http://localhost:3004/mf-manifest.json',
      },
      frameParentOrigins: ['https://operator.example.co.uk'],
    });
    expect(config.remotes.mf_quote).toBe('https://quote.example.co.uk/mf-manifest.json');
    expect(Object.keys(config.remotes)).toHaveLength(4);
    expect(config.frameParentOrigins).toEqual(['https://operator.example.co.uk']);
  });

  it('drops unknown remotes and addresses that are not http(s)', () => {
    const config = parseAppConfig({
      remotes: { mf_search: 'javascript:alert(1)', mf_other: 'http://localhost:9/mf-manifest.json', mf_quote: 42 },
    });
    expect(config.remotes).toEqual({});
  });

  it('resolves a relative manifest path against the page', () => {
    const config = parseAppConfig({ remotes: { mf_quote: '/quote/mf-manifest.json' } }, 'https://book.example.co.uk/home');
    expect(config.remotes.mf_quote).toBe('https://book.example.co.uk/quote/mf-manifest.json');
  });

  it('never accepts a wildcard or a path as a parent origin, and reduces URLs to origins', () => {
    const config = parseAppConfig({
      frameParentOrigins: ['*', 'null', '/parent', 'https://a.example.com/page?x=1', 'https://a.example.com', 7],
    });
    expect(config.frameParentOrigins).toEqual(['https://a.example.com']);
  });

  it("keeps the operator's texts, and reads a config without them as none", () => {
    const operator = {
      priceIncludes: 'Fuel and VAT included.',
      cancellationPolicy: null,
      meetingInstructions: null,
      termsUrl: '/terms',
      privacyUrl: null,
      sample: true,
    };
    expect(parseAppConfig({ operator }).operator).toEqual(operator);
    expect(parseAppConfig({ remotes: {} }).operator).toBeNull();
  });

  it.each([null, 'text', [], 3])('reads %p as an empty config', (raw) => {
    expect(parseAppConfig(raw)).toEqual(EMPTY_CONFIG);
  });
});

describe("previousStepPath: where the step bar's Previous goes (product §2: configurable; null leaves the step bar's default, /)", () => {
  it.each([
    ['/ourfleet', '/ourfleet'],
    ['/home?from=steps#top', '/home?from=steps#top'],
    ['/', '/'],
    [undefined, null],
    ['', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/a b', null],
    [7, null],
  ])('%p -> %p', (value, path) => {
    expect(toPreviousStepPath(value)).toBe(path);
    expect(parseAppConfig({ previousStepPath: value }).previousStepPath).toBe(path);
  });
});

describe('toOrigin', () => {
  it.each([
    ['https://x.example.com:8443/a', 'https://x.example.com:8443'],
    ['http://localhost:3220', 'http://localhost:3220'],
    ['*', null],
    ['ftp://x.example.com', null],
  ])('%s -> %s', (input, expected) => expect(toOrigin(input)).toBe(expected));
});

describe('loadAppConfig', () => {
  it('falls back to no remotes and logs when /config.json fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockResolvedValue({ ok: false, status: 500 }) as unknown as typeof fetch;
    await expect(loadAppConfig(failing)).resolves.toEqual(EMPTY_CONFIG);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('reads the served config', async () => {
    const body = {
      remotes: { mf_search: 'http://localhost:3001/mf-manifest.json' },
      frameParentOrigins: [],
      operator: null,
      brand: {
        logoUrl: '/brand/logo.svg',
        primaryColor: '#7A1F3D',
        accentColor: '#f4c06a',
        heroImageUrl: '//evil.example/h.svg',
        licence: ' L ',
        trustPoints: ['24/7', 7, ''],
      },
      previousStepPath: '/home',
    };
    const ok = jest.fn().mockResolvedValue({ ok: true, json: async () => body }) as unknown as typeof fetch;
    // The brand is read leniently: colours in lower case, a link off the site's rules and bad points dropped.
    await expect(loadAppConfig(ok)).resolves.toEqual({
      ...body,
      brand: {
        logoUrl: '/brand/logo.svg',
        primaryColor: '#7a1f3d',
        accentColor: '#f4c06a',
        heroImageUrl: null,
        licence: 'L',
        trustPoints: ['24/7'],
      },
    });
    expect(ok).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});
