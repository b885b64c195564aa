import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserConfig, readServerEnv } from '../env';
import { contentSecurityPolicy } from '../security-headers';
import { runShellConfig } from './nginx-config';

// GOOGLE_MAPS_SCRIPT_URL: where the browser loads the Maps script, in /config.json, and the CSP that
// allows exactly that script's origin. The Node server (npm start, start:prod, the dev server through
// browserConfig) and docker-compose's nginx (deploy/nginx/shell-config.sh) must agree on every value.

type Outcome = { scriptUrl: string; csp: Record<string, string[]> } | { refused: string };

/** The policy as directive -> sources, so spacing differences between the two writers do not count. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );

function node(env: Record<string, string>): Outcome {
  try {
    const settings = readServerEnv(env);
    return { scriptUrl: browserConfig(settings).maps.scriptUrl, csp: directives(contentSecurityPolicy(settings as never)) };
  } catch (error) {
    return { refused: ((error as { lines?: string[] }).lines ?? [(error as Error).message]).join('\n') };
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'maps-script-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function nginx(env: Record<string, string>): Outcome {
  const run = runShellConfig(dir, env);
  if (run.status !== 0) return { refused: run.stderr.replace(/\n$/, '') };
  const policy = /Content-Security-Policy "([^"]*)"/.exec(readFileSync(path.join(dir, 'headers.conf'), 'utf8'))?.[1] ?? '';
  return { scriptUrl: JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')).maps.scriptUrl, csp: directives(policy) };
}

const GOOGLE_HOSTS = /googleapis|gstatic|ggpht/;

describe('GOOGLE_MAPS_SCRIPT_URL', () => {
  it("defaults to Google's script, with the hosts Google's script talks to", () => {
    expect(node({})).toEqual({
      scriptUrl: 'https://maps.googleapis.com/maps/api/js',
      csp: expect.objectContaining({
        'script-src': expect.arrayContaining(['https://maps.googleapis.com']),
        'connect-src': expect.arrayContaining([
          'https://maps.googleapis.com',
          'https://places.googleapis.com',
          'https://routes.googleapis.com',
        ]),
        'img-src': expect.arrayContaining(['https://maps.gstatic.com']),
      }),
    });
  });

  it('moves the script, and the CSP names that origin alone: no Google host is left', () => {
    const outcome = node({ GOOGLE_MAPS_SCRIPT_URL: 'http://localhost:4740/maps/api/js' });
    if ('refused' in outcome) throw new Error(outcome.refused);
    expect(outcome.scriptUrl).toBe('http://localhost:4740/maps/api/js');
    expect(outcome.csp['script-src'].filter((source) => source.includes('4740'))).toEqual(['http://localhost:4740']);
    expect(outcome.csp['connect-src']).toContain('http://localhost:4740');
    expect(
      Object.values(outcome.csp)
        .flat()
        .filter((source) => GOOGLE_HOSTS.test(source)),
    ).toEqual([]);
  });

  it.each([
    ['ftp://maps.example/js'],
    ['https://maps.example/js?key=abc'],
    ['https://maps.example/js#top'],
    ['maps.example/js'],
    ['https://maps.example:99999/js'],
    ['https://maps.example/js"; script-src *'],
  ])('stops the server, naming the variable and its value, for %j', (value) => {
    expect(node({ GOOGLE_MAPS_SCRIPT_URL: value })).toEqual({
      refused: expect.stringMatching(
        new RegExp(`^GOOGLE_MAPS_SCRIPT_URL="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not the address of a script`),
      ),
    });
  });

  it('never echoes an address with a user name or password', () => {
    const outcome = node({ GOOGLE_MAPS_SCRIPT_URL: 'https://me:s3cret@maps.example/js' });
    expect(outcome).toEqual({ refused: expect.stringMatching(/^GOOGLE_MAPS_SCRIPT_URL must not carry a user name or password/) });
    expect(JSON.stringify(outcome)).not.toContain('s3cret');
  });
});

describe("nginx's /config.json and CSP for the Maps script (deploy/nginx/shell-config.sh)", () => {
  it.each([
    ['unset', {}],
    ['blank', { GOOGLE_MAPS_SCRIPT_URL: '  ' }],
    ["Google's own", { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.googleapis.com/maps/api/js' }],
    ['a local stand-in', { GOOGLE_MAPS_SCRIPT_URL: 'http://localhost:4740/maps/api/js' }],
    ['upper case, spaces and a default port written out', { GOOGLE_MAPS_SCRIPT_URL: ' https://Maps.Example:0443/js ' }],
    ['a port', { GOOGLE_MAPS_SCRIPT_URL: 'http://127.0.0.1:8080' }],
    ['a query', { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.example/js?v=1' }],
    ['a fragment', { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.example/js#a' }],
    ['no scheme', { GOOGLE_MAPS_SCRIPT_URL: 'maps.example/js' }],
    ['another scheme', { GOOGLE_MAPS_SCRIPT_URL: 'javascript:alert(1)' }],
    ['a port too large', { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.example:70000/js' }],
    ['a quote', { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.example/js"' }],
    ['a line break', { GOOGLE_MAPS_SCRIPT_URL: 'https://maps.example/js\nhttps://other.example/' }],
    ['a password', { GOOGLE_MAPS_SCRIPT_URL: 'https://me:pw@maps.example/js' }],
  ])('writes what the Node server serves, or refuses alike: %s', (_name, env: Record<string, string>) => {
    expect(nginx(env)).toEqual(node(env));
  });
});
