import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTAL, portEnv, portsFromBase } from '../stack.mjs';
import { repoRoot } from './run-node';

// docker-compose.yml as docker-compose itself renders it (the 1.x that CI installs, or v2): every
// address a container reads is an address, with no `$` left, and every published port a number.
// Record: docs/decisions/running.md.
const { load } = require('js-yaml') as { load: (text: string) => unknown };

interface Rendered {
  services: Record<string, { environment?: Record<string, string | null>; ports?: (string | { published?: unknown })[] }>;
}

const hasCompose = spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0;
const KEYS = { API_PUBLIC_KEY: 'test-public', API_SECRET_KEY: 'test-secret', ATTEMPTS_SECRET: 'test-attempts-secret-0123456789' };
const PROFILES = { production: [], demo: ['--profile', 'demo', '--profile', 'portal'] };

/** Addresses that may be empty: empty turns the feature off (no link, no Redis, Google's script). */
const OFF_WHEN_EMPTY = new Set([
  'REDIS_URL',
  'TERMS_URL',
  'PRIVACY_URL',
  'BRAND_LOGO_URL',
  'BRAND_HERO_IMAGE_URL',
  'GOOGLE_MAPS_SCRIPT_URL',
  'FRAME_PARENT_ORIGINS',
]);
const isAddressName = (name: string) => /(_URL|_ORIGINS)$/.test(name);

let envFile = '';
beforeAll(() => {
  // An empty env file: a developer's own .env must not change what is checked.
  envFile = path.join(mkdtempSync(path.join(tmpdir(), 'compose-render-')), 'empty.env');
  writeFileSync(envFile, '');
});
afterAll(() => rmSync(path.dirname(envFile), { recursive: true, force: true }));

/** `docker-compose config` of the repository's file, with only `env` (and the keys) set. */
function render(profile: keyof typeof PROFILES, env: Record<string, string> = {}): Rendered {
  const args = ['--env-file', envFile, '-f', 'docker-compose.yml', ...PROFILES[profile], 'config'];
  const result = spawnSync('docker-compose', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...KEYS, ...env },
  });
  if (result.status !== 0) throw new Error(`docker-compose config failed: ${result.stderr}`);
  return load(result.stdout) as Rendered;
}

/** What a container reads for each variable: NAME, or NAME_DEFAULT when NAME is empty (deploy/env-defaults.sh). */
function effective(environment: Record<string, string | null>): Record<string, string> {
  const values = Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value ?? '')]));
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !name.endsWith('_DEFAULT'))
      .map(([name, value]) => [name, value || values[`${name}_DEFAULT`] || '']),
  );
}

/** Every address-valued variable of every service, as `service NAME` -> its value. */
function addresses(rendered: Rendered): [string, string][] {
  return Object.entries(rendered.services).flatMap(([service, { environment = {} }]) =>
    Object.entries(effective(environment))
      .filter(([name, value]) => isAddressName(name) && !(value === '' && OFF_WHEN_EMPTY.has(name)))
      .map(([name, value]): [string, string] => [`${service} ${name}`, value]),
  );
}

/** The problem with an address (a comma-separated list for *_ORIGINS), or '' when it is one. */
function problem(value: string): string {
  if (value.includes('$')) return `a "$" is left in "${value}"`;
  for (const entry of value.split(',').map((part) => part.trim())) {
    try {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${entry}" is not http(s)`;
    } catch {
      return `"${entry}" is not a URL`;
    }
  }
  return '';
}

const publishedPorts = (rendered: Rendered) =>
  Object.fromEntries(
    Object.entries(rendered.services)
      .filter(([, service]) => service.ports)
      .map(([name, service]) => [
        name,
        service.ports!.map((port) => (typeof port === 'string' ? port.split(':').at(-2) : String(port.published))),
      ]),
  );

if (!hasCompose) {
  describe('docker-compose.yml as docker-compose renders it', () => {
    it.skip('needs docker-compose on the PATH (.ci/run installs it): not installed here, so not checked', () => {});
  });
} else {
  describe.each(Object.keys(PROFILES) as (keyof typeof PROFILES)[])('docker-compose.yml rendered for %s', (profile) => {
    it('gives every address variable an address, with no "$" left', () => {
      const found = addresses(render(profile));
      expect(found.length).toBeGreaterThan(profile === 'demo' ? 8 : 5);
      expect(found.map(([where, value]) => [where, problem(value)]).filter(([, why]) => why)).toEqual([]);
    });

    it('publishes every port as a number', () => {
      const ports = Object.values(publishedPorts(render(profile))).flat();
      expect(ports.length).toBeGreaterThanOrEqual(5);
      for (const port of ports) expect(String(port)).toMatch(/^[0-9]{1,5}$/);
    });
  });

  describe('docker-compose.yml with the ports moved', () => {
    it("moves the site, its origins and the remotes' addresses with the port variables alone", () => {
      const ports = portsFromBase(5100);
      const rendered = render('demo', { ...portEnv(ports), [PORTAL.envName]: '5130' });
      expect(publishedPorts(rendered)).toMatchObject({ shell: ['5100'], 'mf-search': ['5101'], 'operator-portal': ['5130'] });
      const shell = effective(rendered.services.shell.environment ?? {});
      expect(shell.REMOTE_SEARCH_URL).toBe('http://localhost:5101/mf-manifest.json');
      expect(shell.REMOTE_CORPORATE_URL).toBe('http://localhost:5104/mf-manifest.json');
      expect(effective(rendered.services['operator-portal'].environment ?? {}).REMOTE_CORPORATE_URL).toBe(
        'http://localhost:5104/mf-manifest.json',
      );
      for (const service of ['sandbox-api', 'checkout-attempts'])
        expect(effective(rendered.services[service].environment ?? {}).SITE_ORIGINS).toBe(`http://localhost:${ports.shell}`);
    });

    it("keeps the operator's own address over the default", () => {
      const rendered = render('demo', {
        SITE_ORIGINS: 'https://book.example.com',
        REMOTE_SEARCH_URL: 'https://cdn.example.com/s/mf-manifest.json',
      });
      expect(effective(rendered.services['checkout-attempts'].environment ?? {}).SITE_ORIGINS).toBe('https://book.example.com');
      expect(effective(rendered.services.shell.environment ?? {}).REMOTE_SEARCH_URL).toBe('https://cdn.example.com/s/mf-manifest.json');
    });
  });

  describe('docker-compose.yml without a required setting', () => {
    it.each(Object.keys(KEYS))('refuses with one line naming %s', (name) => {
      const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, ...KEYS };
      delete env[name];
      const result = spawnSync('docker-compose', ['--env-file', envFile, '-f', 'docker-compose.yml', 'config', '-q'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env,
      });
      expect(result.status).not.toBe(0);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`set ${name}\\b`));
      // Not the service's whole environment (docker-compose 1 prints the value of the key it read).
      expect(lines[0]).not.toMatch(/\{'/);
    });
  });
}

describe("each container's start (deploy/env-defaults.sh)", () => {
  const run = (env: Record<string, string>) =>
    spawnSync('sh', ['-c', '. deploy/env-defaults.sh && printf "%s|%s|%s" "$SITE_ORIGINS" "$REMOTE_SEARCH_URL" "$TERMS_URL"'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    }).stdout;

  it("fills an empty NAME from NAME_DEFAULT and keeps the operator's own", () => {
    const defaults = { SITE_ORIGINS_DEFAULT: 'http://localhost:5100', REMOTE_SEARCH_URL_DEFAULT: 'http://localhost:5101/mf-manifest.json' };
    expect(run({ ...defaults, SITE_ORIGINS: '', TERMS_URL: '' })).toBe('http://localhost:5100|http://localhost:5101/mf-manifest.json|');
    expect(run({ ...defaults, SITE_ORIGINS: 'https://book.example.com, https://www.example.com' })).toBe(
      'https://book.example.com, https://www.example.com|http://localhost:5101/mf-manifest.json|',
    );
  });

  it('runs in every image that reads a NAME_DEFAULT', () => {
    const files = ['deploy/sandbox-api.Dockerfile', 'deploy/checkout-attempts.Dockerfile', 'deploy/web.Dockerfile'];
    for (const file of files) expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain('env-defaults.sh');
    // nginx's entry script sources *.envsh files (exports reach the config script and nginx).
    expect(readFileSync(path.join(repoRoot, 'deploy/web.Dockerfile'), 'utf8')).toContain('/docker-entrypoint.d/05-env-defaults.envsh');
  });
});
