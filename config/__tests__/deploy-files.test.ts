import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isProxiedPath, matchCall } from '../../shell/server/api-calls';
import { DEFAULT_PORTS, PORTAL, REMOTES, portalPort, portEnv, portsFromBase, stackPorts } from '../stack.mjs';
import { repoRoot, runNode } from './run-node';

// docker-compose.yml cannot import config/stack.mjs or
// the API's allow-list: this keeps them in step. js-yaml is already installed (ESLint's config
// loader brings it), so no YAML parser is added for this.
const { load } = require('js-yaml') as { load: (text: string) => unknown };

interface Service {
  profiles?: string[];
  depends_on?: string[];
  build?: { target?: string };
  ports?: string[];
  networks?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; interval?: string; timeout?: string; retries?: number };
}
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const compose = load(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean } | null>;
};
const { services } = compose;
const NGINX_TARGETS = ['remote', 'shell'];
const isNginx = (service: Service) => NGINX_TARGETS.includes(service.build?.target ?? '');

/** compose's `${NAME:-default}` read with `env` (the ports need no nested default). */
const interpolate = (text: string, env: Record<string, string>) =>
  text.replace(/\$\{([A-Z_]+):-([^}$]*)\}/g, (_all, name: string, fallback: string) => env[name] || fallback);

/** The port a service listens on inside its container: nginx's `listen`, else its PORT. */
const containerPort = (service: Service) => (isNginx(service) ? 80 : Number(service.environment?.PORT));

/** The URL a health check asks: the last argument of wget, inside the script of node -e. */
const healthUrl = (service: Service) =>
  new URL(/https?:\/\/[^'"\s]+/.exec(service.healthcheck?.test?.at(-1) ?? '')?.[0] ?? 'http://none.invalid');

/** Where each health path is answered: the file and the line that answer it. */
const ANSWERED_BY: Record<string, [string, string]> = {
  '/mf-manifest.json': ['deploy/nginx/remote.conf', 'location ~ ^/(mf-manifest\\.json|'],
  '/config.json': ['deploy/nginx/shell.conf.template', 'location = /config.json {'],
  '/sandbox/health': ['sandbox-api/src/app.ts', "app.get('/sandbox/health',"],
  '/site/checkout-attempts/healthcheck-never-made': [
    'shell/server/attempts/routes.ts',
    'pattern: new RegExp(`^/site/checkout-attempts/(${ID})$`)',
  ],
  '/healthz': ['examples/operator-portal/server.mjs', "pathname === '/healthz'"],
};

describe("the compose files' published ports", () => {
  const published = (env: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(services)
        .filter(([, service]) => service.ports)
        .map(([name, service]) => {
          expect(service.ports).toHaveLength(1);
          const [host, inside] = interpolate(service.ports![0], env).split(':').map(Number);
          expect(inside).toBe(containerPort(service));
          return [name, host];
        }),
    );
  const expected = (env: Record<string, string>) => {
    const ports = stackPorts(env);
    return { shell: ports.shell, ...Object.fromEntries(REMOTES.map((r) => [r.dir, ports[r.portKey]])), 'operator-portal': portalPort(env) };
  };

  it.each([
    ['the defaults', {}],
    ['a moved stack', { ...portEnv(portsFromBase(5100)), [PORTAL.envName]: '5130' }],
  ])("are config/stack.mjs's, with %s", (_name, env: Record<string, string>) => {
    expect(published(env)).toEqual(expected(env));
  });

  it('leave the API and the checkout attempts on the internal network, on the ports the proxies name', () => {
    const { shell, 'sandbox-api': api, 'checkout-attempts': attempts, 'operator-portal': portal } = services;
    expect([api.ports, attempts.ports, api.networks, attempts.networks]).toEqual([undefined, undefined, ['api'], ['api', 'egress']]);
    // The attempts call the operator's API themselves: a route out that nothing else is on, and no port.
    expect([compose.networks.api?.internal, compose.networks.egress?.internal]).toEqual([true, undefined]);
    expect(Object.keys(services).filter((name) => services[name].networks?.includes('egress'))).toEqual(['checkout-attempts']);
    expect(containerPort(api)).toBe(DEFAULT_PORTS.api);
    for (const proxy of [shell, portal, attempts])
      expect(proxy.environment?.API_BASE_URL).toBe(`\${API_BASE_URL:-http://sandbox-api:${containerPort(api)}}`);
    expect(shell.environment?.ATTEMPTS_URL).toBe(`http://checkout-attempts:${containerPort(attempts)}`);
    // The portal's default manifest URL names the port the corporate remote is published on, moved or not.
    for (const env of [{}, { CORPORATE_PORT: '5104' }] as Record<string, string>[]) {
      const corporate = interpolate(services['mf-corporate'].ports![0], env).split(':')[0];
      expect(interpolate(portal.environment?.REMOTE_CORPORATE_URL_DEFAULT ?? '', env)).toBe(
        `http://localhost:${corporate}/mf-manifest.json`,
      );
    }
  });
});

describe("the example operator portal's image", () => {
  const dockerfile = read('deploy/web.Dockerfile');
  const stage = dockerfile.slice(dockerfile.indexOf('AS portal'));

  it('carries every file its server imports, and the API allow-list it reads', () => {
    const imported = (file: string): string[] => [
      file,
      ...[...read(file).matchAll(/^import [^;]*from '(\.[^']+)';$/gm)].flatMap(([, specifier]) =>
        imported(path.posix.join(path.posix.dirname(file), specifier)),
      ),
    ];
    for (const file of [...imported('examples/operator-portal/server.mjs'), 'deploy/api-calls.json']) {
      expect(stage).toMatch(new RegExp(`^COPY --from=build /app/${file.replace(/[.]/g, '\\.')} ${path.posix.dirname(file)}/$`, 'm'));
    }
    expect(stage).toContain('COPY --from=build /app/examples/operator-portal/dist examples/operator-portal/dist');
  });

  const composeTool = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  (composeTool.status === 0 ? it : it.skip)('is a valid service beside the site, in its own profile (docker-compose config -q)', () => {
    expect((services['operator-portal'] as Service & { profiles?: string[] }).profiles).toEqual(['portal']);
    const env = { ...process.env, API_PUBLIC_KEY: 'p', API_SECRET_KEY: 's', ATTEMPTS_SECRET: 'a-secret-of-sixteen-or-more' };
    const checked = spawnSync('docker-compose', ['--profile', 'portal', 'config', '-q'], { cwd: repoRoot, env, encoding: 'utf8' });
    // Only a refusal's message is shown: compose 2 warns on stderr about `version` and still accepts.
    expect({ status: checked.status, refusal: checked.status === 0 ? '' : checked.stderr }).toEqual({ status: 0, refusal: '' });
  });
});

describe("the demo's sandbox API", () => {
  it('starts only with `--profile demo`, and nothing depends on it (a production compose never runs it)', () => {
    expect(services['sandbox-api'].profiles).toEqual(['demo']);
    const dependents = Object.keys(services).filter((name) => services[name].depends_on?.includes('sandbox-api'));
    expect(dependents).toEqual([]);
    // The site itself belongs to no profile: a plain `docker-compose up` is the production site.
    const site = ['shell', 'checkout-attempts', ...REMOTES.map((remote) => remote.dir)];
    expect(site.map((name) => [name, services[name].profiles])).toEqual(site.map((name) => [name, undefined]));
  });

  const composeTool = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  (composeTool.status === 0 ? it.each : it.skip.each)([
    ['production (no profile)', []],
    ['the demo with the example portal', ['--profile', 'demo', '--profile', 'portal']],
  ])('docker-compose.yml is valid as %s (docker-compose config -q)', (_name, profiles: string[]) => {
    const env = { ...process.env, API_PUBLIC_KEY: 'p', API_SECRET_KEY: 's', ATTEMPTS_SECRET: 'a-secret-of-sixteen-or-more' };
    const checked = spawnSync('docker-compose', [...profiles, 'config', '-q'], { cwd: repoRoot, env, encoding: 'utf8' });
    expect({ status: checked.status, refusal: checked.status === 0 ? '' : checked.stderr }).toEqual({ status: 0, refusal: '' });
  });
});

describe('health checks', () => {
  it.each(Object.keys(services))('%s has one its image can run, of a path it answers itself', (name) => {
    const service = services[name];
    const { test, interval, timeout, retries } = service.healthcheck ?? {};
    expect({ interval, timeout, retries }).toEqual({
      interval: expect.any(String),
      timeout: expect.any(String),
      retries: expect.any(Number),
    });
    // nginx:*-alpine has busybox's wget; the Node images have node and its fetch.
    if (isNginx(service)) {
      expect(read('deploy/web.Dockerfile')).toMatch(new RegExp(`^FROM nginx:[0-9.]+-alpine AS ${service.build?.target}$`, 'm'));
      expect(test?.slice(0, 3)).toEqual(['CMD', 'wget', '-q']);
    } else {
      expect(test?.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    }
    const url = healthUrl(service);
    expect([url.hostname, Number(url.port || 80)]).toEqual(['127.0.0.1', containerPort(service)]);
    const [file, line] = ANSWERED_BY[url.pathname] ?? ['(no file)', url.pathname];
    expect(read(file)).toContain(line);
  });

  it('never ask for a call on the nginx allow-list, which is the one generated from the endpoint table', () => {
    const generated = runNode([
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { renderApiCalls } from './deploy/nginx/render-api-calls.mjs'; process.stdout.write(renderApiCalls());",
    ]);
    expect(read('deploy/nginx/api-calls.conf')).toBe(generated.stdout);
    for (const service of Object.values(services)) {
      const { pathname } = healthUrl(service);
      expect([pathname, isProxiedPath(pathname), matchCall('GET', pathname).status]).toEqual([pathname, false, 404]);
      expect(read('deploy/nginx/api-calls.conf')).not.toContain(pathname);
    }
  });

  it("publish for operators' own portal servers the same allow-list as JSON (deploy/api-calls.json)", () => {
    const generated = runNode([
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { renderApiCallsJson } from './deploy/nginx/render-api-calls.mjs'; process.stdout.write(renderApiCallsJson());",
    ]);
    expect(read('deploy/api-calls.json')).toBe(generated.stdout);
  });
});

describe("the Node services' health checks, run against their servers", () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  const healthy = (service: Service, port: number) =>
    spawnSync(process.execPath, ['-e', service.healthcheck!.test!.at(-1)!.replace(`:${containerPort(service)}/`, `:${port}/`)], {
      timeout: 5_000,
    }).status === 0;

  it.each([
    [
      'checkout-attempts',
      ['--import', 'tsx', 'shell/server/attempts-server.ts'],
      { ATTEMPTS_SECRET: 'a-secret-of-sixteen-or-more', API_PUBLIC_KEY: 'p', API_SECRET_KEY: 's' },
    ],
    ['operator-portal', ['examples/operator-portal/server.mjs'], {}],
  ])(
    '%s: healthy once its server answers',
    async (name, args: string[], env: Record<string, string>) => {
      const work = mkdtempSync(path.join(tmpdir(), 'health-'));
      const port = await freePort();
      const child = spawn(process.execPath, args, {
        cwd: repoRoot,
        stdio: 'ignore',
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          ATTEMPTS_DB: path.join(work, 'attempts.db'),
          API_BASE_URL: 'http://127.0.0.1:9',
        },
      });
      try {
        const until = Date.now() + 10_000;
        while (!healthy(services[name], port) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
        expect(healthy(services[name], port)).toBe(true);
        // The attempts' check reaches the store: the unknown attempt's own 404, not the router's.
        const answer = await fetch(`http://127.0.0.1:${port}${healthUrl(services[name]).pathname}`).then((r) => r.text());
        if (name === 'checkout-attempts') expect(JSON.parse(answer).message).toBe('This checkout attempt was not found or has expired.');
      } finally {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill();
        });
        rmSync(work, { recursive: true, force: true });
      }
    },
    20_000,
  );
});
