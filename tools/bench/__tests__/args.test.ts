import { MODES, OPTIONS, UsageError, parseBenchArgs } from '../src/args.mjs';

// The bench's command line, as people type it through npm (`npm run bench -- ...` passes every word
// after the first `--` on, including any further `--`).
const noEnv = {};
const parse = (line: string, env: Record<string, string> = noEnv) => parseBenchArgs(line.split(' ').filter(Boolean), env);

describe('modes and their defaults', () => {
  it.each([
    ['', { mode: 'pages', portBase: { base: 3000, source: 'default' }, runs: 5, pages: undefined, lighthouse: true }],
    ['pages --runs 1 --pages /,/bookings', { mode: 'pages', runs: 1, pages: ['/', '/bookings'], lighthouse: true }],
    ['results', { mode: 'results', portBase: { base: 3000, source: 'default' }, runs: 5 }],
    ['floor', { mode: 'floor', portBase: { base: 3000, source: 'default' }, runs: 5, pages: undefined }],
    ['floor --runs 3 --pages /paymentview', { mode: 'floor', runs: 3, pages: ['/paymentview'] }],
    ['trace', { mode: 'trace', runs: 1, path: '/' }],
    ['trace --path /quotationview --runs 3', { mode: 'trace', runs: 3, path: '/quotationview' }],
    ['pages --by-library --port-base 5100', { mode: 'pages', byLibrary: true, portBase: { base: 5100, source: '--port-base' } }],
    ['pages --against 8000', { mode: 'pages', against: 8000, byLibrary: false, runs: 5, lighthouse: true }],
    [
      'pages --against 8000 --port-base 3000 --pages /paymentview --runs 3',
      { mode: 'pages', against: 8000, pages: ['/paymentview'], runs: 3 },
    ],
  ])('"%s"', (line, expected) => {
    expect(parse(line)).toEqual(expect.objectContaining({ help: false, ...expected }));
  });
});

describe('the syntax the READMEs document', () => {
  it.each([
    '-- --port-base 5000 -- --no-lighthouse',
    '--port-base 5000 -- --no-lighthouse',
    'pages -- --port-base 5000 -- --no-lighthouse',
    '--no-lighthouse --port-base=5000',
  ])('"%s" is pages on port base 5000 without Lighthouse', (line) => {
    expect(parse(line)).toEqual(
      expect.objectContaining({ mode: 'pages', portBase: { base: 5000, source: '--port-base' }, lighthouse: false }),
    );
  });
});

describe('the port base without --port-base: named, never guessed', () => {
  it.each([
    [{}, { base: 3000, source: 'default' }],
    [{ E2E_PORT_BASE: '3200' }, { base: 3200, source: 'E2E_PORT_BASE' }],
    [
      { BENCH_PORT_BASE: '5300', E2E_PORT_BASE: '3200' },
      { base: 5300, source: 'BENCH_PORT_BASE' },
    ],
    [
      { BENCH_PORT_BASE: ' ', E2E_PORT_BASE: '3200' },
      { base: 3200, source: 'E2E_PORT_BASE' },
    ],
  ])('%j -> %j', (env, expected) => {
    expect(parse('trace', env).portBase).toEqual(expected);
  });

  it('--port-base wins over the environment', () => {
    expect(parse('trace --port-base 5100', { BENCH_PORT_BASE: '5300' }).portBase).toEqual({ base: 5100, source: '--port-base' });
  });
});

describe('a wrong command line is one line', () => {
  it.each([
    ['--bogus', 'unknown option --bogus'],
    ['trace --pages /', '--pages goes with trace --by-cause (one page: --path)'],
    ['results --against 8000', '--against is not an option of results'],
    ['trace --by-library', '--by-library is not an option of trace'],
    ['pages --no-lighthouse=yes', '--no-lighthouse takes no value'],
    ['pages --runs', '--runs needs a value'],
    ['speed', '"speed" is not a mode (pages, results, floor, trace)'],
    ['trace results', 'one mode at a time, not trace and results'],
    ['pages --runs 0', '--runs "0" is not a whole number from 1'],
    ['pages --runs five', '--runs "five" is not a whole number from 1'],
    ['pages --port-base 3000x', '--port-base "3000x" is not a port base (a whole number from 1 to 64535)'],
    ['pages --port-base 65000', '--port-base "65000" is not a port base (a whole number from 1 to 64535)'],
    ['pages --pages bookings', '--pages "bookings" must list paths starting with /'],
    ['pages --pages ,', '--pages "," lists no page'],
    ['trace --path quotationview', '--path "quotationview" must start with /'],
    ['pages --against 80x', '--against "80x" is not a port base (a whole number from 1 to 64535)'],
    ['pages --against 8000 --no-lighthouse', '--against is Lighthouse only: drop --no-lighthouse'],
    ['pages --by-library --runs 3', '--by-library measures / once: it takes no --against, --pages or --runs'],
  ])('"%s": %s', (line, message) => {
    let thrown: unknown;
    try {
      parse(line);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toBe(message);
  });

  it('a port base from the environment is checked too, by its name', () => {
    expect(() => parse('trace', { BENCH_PORT_BASE: 'abc' })).toThrow('BENCH_PORT_BASE "abc" is not a port base');
  });
});

describe('--help', () => {
  it('wins over everything else, even a wrong mode', () => {
    expect(parse('trace --help')).toEqual({ mode: 'trace', help: true });
    expect(parse('--help --runs 0')).toEqual({ mode: 'pages', help: true });
  });

  it('every mode names only options the table has', () => {
    for (const mode of Object.values(MODES)) for (const option of mode.options) expect(Object.keys(OPTIONS)).toContain(option);
  });
});
