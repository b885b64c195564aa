import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PORTS,
  HTML_PORTAL,
  PORTAL,
  PORT_ENV,
  REMOTES,
  SAMPLE_OPERATOR_TEXTS_FILE,
  appPort,
  htmlPortalPort,
  portalPort,
  portEnv,
  portsFromBase,
  remoteManifests,
  shellEnv,
  stackPorts,
  readPortBase,
} from '../stack.mjs';
import { repoRoot } from './run-node';

// config/stack.mjs is the one source of the parts' ports and names; what cannot import it is checked here.

describe('config/stack.mjs', () => {
  it('moves every part with one base', () => {
    expect(portsFromBase(5100)).toEqual({ shell: 5100, search: 5101, quote: 5102, checkout: 5103, corporate: 5104, api: 6100 });
    expect(DEFAULT_PORTS).toEqual(portsFromBase(3000));
  });

  it('reads the ports from the environment and writes them back as the same variables', () => {
    const env = portEnv(portsFromBase(5100));
    expect(stackPorts(env)).toEqual(portsFromBase(5100));
    expect(appPort('mf_checkout', env)).toBe(5103);
    expect(appPort('shell', {})).toBe(3000);
  });

  it('points each remote at its own port unless its REMOTE_*_URL is set', () => {
    const manifests = remoteManifests({ REMOTE_QUOTE_URL: 'https://quote.example/mf-manifest.json' }, DEFAULT_PORTS);
    expect(manifests).toEqual({
      mf_search: 'http://localhost:3001/mf-manifest.json',
      mf_quote: 'https://quote.example/mf-manifest.json',
      mf_checkout: 'http://localhost:3003/mf-manifest.json',
      mf_corporate: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('names every remote workspace, each with an rspack config that takes its port from here', () => {
    const workspaces: string[] = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
    expect(REMOTES.map((r) => r.dir)).toEqual(workspaces.filter((w) => w.startsWith('mf-')));
    for (const dir of [...REMOTES.map((r) => r.dir), 'shell']) {
      const config = readFileSync(path.join(repoRoot, dir, 'rspack.config.mjs'), 'utf8');
      expect(config).not.toMatch(/\bport\s*:|_PORT\b|\b30\d\d\b/);
      expect(JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).config?.port).toBeUndefined();
    }
  });

  it('agrees with the defaults docker-compose.yml writes (it cannot import this file)', () => {
    const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    const defaults = [...compose.matchAll(/\$\{([A-Z_]+_PORT):-(\d+)\}/g)];
    expect(defaults.length).toBeGreaterThanOrEqual(6);
    const expected: Record<string, number> = {
      ...Object.fromEntries(Object.entries(PORT_ENV).map(([key, name]) => [name, DEFAULT_PORTS[key as keyof typeof DEFAULT_PORTS]])),
      [PORTAL.envName]: portalPort({}),
      [HTML_PORTAL.envName]: htmlPortalPort({}),
    };
    for (const [, name, port] of defaults) expect([name, Number(port)]).toEqual([name, expected[name]]);
    for (const remote of REMOTES) expect(compose).toContain(`${remote.envName}_DEFAULT: http://localhost:\${${PORT_ENV[remote.portKey]}:-`);
  });
});

describe("the operator's texts in a local stack", () => {
  const saved = process.env.OPERATOR_TEXTS_FILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.OPERATOR_TEXTS_FILE;
    else process.env.OPERATOR_TEXTS_FILE = saved;
  });

  it("are the demo's samples unless OPERATOR_TEXTS_FILE is set (empty: none)", () => {
    delete process.env.OPERATOR_TEXTS_FILE;
    expect(shellEnv(DEFAULT_PORTS).OPERATOR_TEXTS_FILE).toBe(path.join(repoRoot, 'config/operator-texts.sample.json'));
    expect(JSON.parse(readFileSync(SAMPLE_OPERATOR_TEXTS_FILE, 'utf8'))).toMatchObject({
      termsUrl: '/terms',
      privacyUrl: '/privacy',
      sample: true,
    });
    process.env.OPERATOR_TEXTS_FILE = '/srv/operator-texts.json';
    expect(shellEnv(DEFAULT_PORTS).OPERATOR_TEXTS_FILE).toBe('/srv/operator-texts.json');
    process.env.OPERATOR_TEXTS_FILE = '';
    expect(shellEnv(DEFAULT_PORTS).OPERATOR_TEXTS_FILE).toBe('');
  });

  it('are passed through by docker-compose, none by default', () => {
    const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    for (const name of [
      'PRICE_INCLUDES',
      'CANCELLATION_POLICY',
      'MEETING_INSTRUCTIONS',
      'TERMS_URL',
      'PRIVACY_URL',
      'OPERATOR_TEXTS_FILE',
    ]) {
      expect(compose).toContain(`      ${name}: \${${name}:-}\n`);
    }
  });
});

describe('the port variables', () => {
  it.each([
    [{ SHELL_PORT: '50x0' }, 'SHELL_PORT="50x0" is not a port (a whole number from 1 to 65535).'],
    [{ API_PORT: '0' }, 'API_PORT="0" is not a port (a whole number from 1 to 65535).'],
    [{ CORPORATE_PORT: '65536' }, 'CORPORATE_PORT="65536" is not a port (a whole number from 1 to 65535).'],
    [{ SEARCH_PORT: '-3001' }, 'SEARCH_PORT="-3001" is not a port (a whole number from 1 to 65535).'],
  ])('stop at a wrong value %j, naming it', (env, message) => {
    expect(() => stackPorts(env)).toThrow(message);
  });

  it('stop at a wrong portal port too', () => {
    expect(() => portalPort({ PORTAL_PORT: '30 30' })).toThrow('PORTAL_PORT="30 30" is not a port (a whole number from 1 to 65535).');
    expect(() => htmlPortalPort({ SHELL_PORT: 'x' })).toThrow('SHELL_PORT="x" is not a port');
    expect([portalPort({}), htmlPortalPort({ SHELL_PORT: '5100' })]).toEqual([3030, 5131]);
  });

  it('take an empty variable as unset, and trim spaces', () => {
    expect(stackPorts({ SHELL_PORT: '', SEARCH_PORT: ' 5101 ' })).toEqual({ ...DEFAULT_PORTS, search: 5101 });
  });
});

describe('readPortBase: one number moves a whole stack, so every port of it must be a port', () => {
  it.each<[string | undefined, number, number | string]>([
    [undefined, 0, 3000],
    ['', 0, 3000],
    [' 4700 ', 0, 4700],
    ['64535', 0, 64535],
    ['64536', 0, 'E2E_PORT_BASE="64536" is not a port base (a whole number from 1 to 64535).'],
    ['64535', 40, 'E2E_PORT_BASE="64535" is not a port base (a whole number from 1 to 64495).'],
    ['abc', 0, 'E2E_PORT_BASE="abc" is not a port base (a whole number from 1 to 64535).'],
    ['0', 0, 'E2E_PORT_BASE="0" is not a port base (a whole number from 1 to 64535).'],
  ])('E2E_PORT_BASE=%p with %p more: %p', (text, shift, expected) => {
    const read = () => readPortBase({ E2E_PORT_BASE: text }, 'E2E_PORT_BASE', 3000, shift);
    if (typeof expected === 'number') expect(read()).toBe(expected);
    else expect(read).toThrow(expected);
  });
});
