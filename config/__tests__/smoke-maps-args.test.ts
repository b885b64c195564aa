import { parseSmokeArgs, USAGE } from '../../scripts/smoke-maps-args.mjs';
import { runNode } from './run-node';

// `npm run smoke:maps` is run by hand with an operator's real key, never in CI: here only what it
// does with its arguments, which opens no browser.

describe('parseSmokeArgs', () => {
  it('takes the key, and defaults to the local demo, Heathrow to the Savoy, from central London', () => {
    expect(parseSmokeArgs(['--key', ' AIza-test '])).toEqual({
      key: 'AIza-test',
      site: 'http://localhost:3000/',
      pickup: 'Heathrow Terminal 5',
      dropoff: 'The Savoy, Strand, London WC2R 0EZ',
      at: { latitude: 51.5074, longitude: -0.1278 },
      headed: false,
    });
  });

  it('takes every option', () => {
    expect(
      parseSmokeArgs([
        '--key=k',
        '--site',
        'https://book.operator.example',
        '--pickup',
        'Manchester Airport',
        '--dropoff',
        'M1 2BN',
        '--at',
        '53.48, -2.24',
        '--headed',
      ]),
    ).toEqual({
      key: 'k',
      site: 'https://book.operator.example/',
      pickup: 'Manchester Airport',
      dropoff: 'M1 2BN',
      at: { latitude: 53.48, longitude: -2.24 },
      headed: true,
    });
  });

  it.each([
    [[], /^smoke:maps needs --key <Google Maps key>/],
    [['--key', '   '], /^smoke:maps needs --key/],
    [['--key'], /argument missing/],
    [['--key', 'k', '--site', 'ftp://files.example'], /^--site "ftp:\/\/files.example" is not an http:\/\/ or https:\/\/ address/],
    [['--key', 'k', '--site', 'localhost:3000'], /is not an http:\/\/ or https:\/\/ address/],
    [['--key', 'k', '--at', 'london'], /^--at "london" is not a position/],
    [['--key', 'k', '--at', '91,0'], /is not a position/],
    [['--key', 'k', '--verbose'], /^Unknown option '--verbose'/],
    [['k'], /^Unexpected argument 'k'/],
  ])('refuses %j', (argv, message) => {
    expect(parseSmokeArgs(argv)).toEqual({ error: expect.stringMatching(message) });
  });

  it('answers --help', () => {
    expect(parseSmokeArgs(['--help'])).toEqual({ help: true });
    expect(parseSmokeArgs(['--key', 'k', '-h'])).toEqual({ help: true });
  });
});

describe('node scripts/smoke-maps.mjs', () => {
  it('refuses to start without --key, with exit code 2 and no browser', () => {
    const { status, stdout, stderr } = runNode(['scripts/smoke-maps.mjs']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^\[smoke:maps\] smoke:maps needs --key <Google Maps key>: it tries that key against Google and opens nothing without one\. See --help\.\n$/,
    );
  });

  it('prints its usage with --help', () => {
    const { status, stdout } = runNode(['scripts/smoke-maps.mjs', '--help']);
    expect(status).toBe(0);
    expect(stdout).toBe(`${USAGE}\n`);
    expect(USAGE).toMatch(/^Usage: npm run smoke:maps -- --key <Google Maps key>/);
  });
});
