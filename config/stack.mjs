// The parts of the stack, their federated names and ports: the one place they are written.
// Everything that can import this file reads it (rspack configs, the shell's server, scripts,
// e2e, ESLint); docker-compose.yml cannot, and config/__tests__/stack.test.ts keeps it in step.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports are a base plus a fixed offset per part, so one number moves a whole stack (e2e runs side by side). */
export const PORT_OFFSETS = { shell: 0, search: 1, quote: 2, checkout: 3, corporate: 4, api: 1000 };
export const DEFAULT_PORT_BASE = 3000;

/** The environment variable that moves each part's port. */
export const PORT_ENV = {
  shell: 'SHELL_PORT',
  search: 'SEARCH_PORT',
  quote: 'QUOTE_PORT',
  checkout: 'CHECKOUT_PORT',
  corporate: 'CORPORATE_PORT',
  api: 'API_PORT',
};

/** The four remotes: workspace folder, federated name, port key and the shell's env variable. */
export const REMOTES = [
  { dir: 'mf-search', name: 'mf_search', portKey: 'search', envName: 'REMOTE_SEARCH_URL' },
  { dir: 'mf-quote', name: 'mf_quote', portKey: 'quote', envName: 'REMOTE_QUOTE_URL' },
  { dir: 'mf-checkout', name: 'mf_checkout', portKey: 'checkout', envName: 'REMOTE_CHECKOUT_URL' },
  { dir: 'mf-corporate', name: 'mf_corporate', portKey: 'corporate', envName: 'REMOTE_CORPORATE_URL' },
];

/** Every part's port for a base: shell = base, remotes base+1..base+4, API base+1000. */
export function portsFromBase(base) {
  return Object.fromEntries(Object.entries(PORT_OFFSETS).map(([key, offset]) => [key, base + offset]));
}

export const DEFAULT_PORTS = portsFromBase(DEFAULT_PORT_BASE);

/** What a port variable must hold, as the servers' messages say it. */
export const PORT_RULE = 'is not a port (a whole number from 1 to 65535)';

/**
 * The ports browsers and Node's fetch refuse to connect to: the WHATWG Fetch standard's "bad ports"
 * (https://fetch.spec.whatwg.org/#port-blocking), the list Chromium and undici keep. A part listening
 * on one starts, but no page or health check reaches it: every port variable refuses them up front.
 */
export const BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** What a port on BLOCKED_PORTS is, as the messages say it. */
export const BLOCKED_RULE = "is a port browsers and Node's fetch refuse to connect to (the WHATWG Fetch bad-ports list): choose another";

/** A port written as text ('3000', ' 3000 '), or null when it is not a whole number from 1 to 65535. */
export function toPort(text) {
  const trimmed = String(text).trim();
  const port = /^[0-9]{1,5}$/.test(trimmed) ? Number(trimmed) : 0;
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * The port in `env[name]`, else `fallback` (unset or empty); a wrong value, or a port browsers refuse
 * (set, or the default another port gives), throws a line naming it.
 */
export function readPort(env, name, fallback) {
  const text = env[name];
  if (text === undefined || String(text).trim() === '') {
    if (BLOCKED_PORTS.has(fallback)) throw new Error(`${name} (unset) would be ${fallback}, which ${BLOCKED_RULE} for ${name}.`);
    return fallback;
  }
  const port = toPort(text);
  if (port === null) throw new Error(`${name}="${text}" ${PORT_RULE}.`);
  if (BLOCKED_PORTS.has(port)) throw new Error(`${name}="${text}" ${BLOCKED_RULE}.`);
  return port;
}

/**
 * A port base in `env[name]`, else `fallback` (unset or empty): every port of its stack (the highest,
 * the API's, at +1000) must be a port, after `shift` more (a stack run beside another). A wrong value
 * throws a line naming it.
 */
export function readPortBase(env, name, fallback, shift = 0) {
  const text = env[name];
  if (text === undefined || String(text).trim() === '') return fallback;
  const base = toPort(text);
  const highest = 65535 - shift - Math.max(...Object.values(PORT_OFFSETS));
  if (base === null || base > highest) throw new Error(`${name}="${text}" is not a port base (a whole number from 1 to ${highest}).`);
  // The parts and the example portals: none may land on a port browsers refuse.
  const offsets = [
    ...Object.entries(PORT_OFFSETS).map(([key, offset]) => [PORT_ENV[key], offset]),
    ...[PORTAL, HTML_PORTAL, WEBPACK_APP_PORTAL, WEBPACK_COMPONENT_PORTAL].map((portal) => [portal.envName, portal.offset]),
  ];
  for (const [variable, offset] of offsets) {
    const port = base + shift + offset;
    if (BLOCKED_PORTS.has(port)) throw new Error(`${name}=${base} puts ${variable} on ${port}, which ${BLOCKED_RULE}.`);
  }
  return base;
}

/** The ports, read from the environment (SHELL_PORT ... API_PORT), else the defaults. */
export function stackPorts(env = process.env) {
  return Object.fromEntries(Object.entries(PORT_ENV).map(([key, name]) => [key, readPort(env, name, DEFAULT_PORTS[key])]));
}

/** The ports as the environment variables every process of a stack reads. */
export function portEnv(ports) {
  return Object.fromEntries(Object.entries(PORT_ENV).map(([key, name]) => [name, String(ports[key])]));
}

/** The example operator portal (examples/operator-portal), a second host for the corporate area: the shell's port + 30. */
export const PORTAL = { name: 'operator_portal', offset: 30, envName: 'PORTAL_PORT' };
export const portalPort = (env = process.env) => readPort(env, PORTAL.envName, stackPorts(env).shell + PORTAL.offset);

/** The plain-HTML example portal (examples/html-portal), the corporate area as an app in a page with no bundler: the shell's port + 31. */
export const HTML_PORTAL = { name: 'html_portal', offset: 31, envName: 'HTML_PORTAL_PORT' };
export const htmlPortalPort = (env = process.env) => readPort(env, HTML_PORTAL.envName, stackPorts(env).shell + HTML_PORTAL.offset);

/**
 * The two webpack 5 portals (examples/webpack-portals), which declare mf_corporate statically in the
 * federation plugin's `remotes`: React 18 in app mode (+32) and React 19.0 in component mode (+33).
 */
export const WEBPACK_APP_PORTAL = { name: 'webpack_app_portal', offset: 32, envName: 'WEBPACK_APP_PORTAL_PORT' };
export const WEBPACK_COMPONENT_PORTAL = { name: 'webpack_component_portal', offset: 33, envName: 'WEBPACK_COMPONENT_PORTAL_PORT' };
const examplePort = (portal, env) => readPort(env, portal.envName, stackPorts(env).shell + portal.offset);

/** The files `npm start -- --skip-build` needs from the builds (it refuses to start without them). */
export const requiredBuilds = (portals = examplePortals()) => [
  ...REMOTES.map((r) => `${r.dir}/dist/mf-manifest.json`),
  'shell/dist/index.html',
  ...portals.filter((p) => p.built).map((p) => `${p.dir}/dist/index.html`),
];

/**
 * The example portals `npm start` serves beside the site (hosts we did not build), each with the
 * environment its own server reads: its port, where mf_corporate's manifest is, and the API with
 * its keys (the sandbox's unless set, as for the shell's server).
 */
export function examplePortals(env = process.env, ports = stackPorts(env)) {
  const common = {
    REMOTE_CORPORATE_URL: remoteManifests(env, ports).mf_corporate,
    API_BASE_URL: env.API_BASE_URL || `http://localhost:${ports.api}`,
    API_PUBLIC_KEY: env.API_PUBLIC_KEY || 'sandbox-public-key',
    API_SECRET_KEY: env.API_SECRET_KEY || 'sandbox-secret-key',
  };
  return [
    {
      name: 'operator-portal',
      dir: 'examples/operator-portal',
      built: true,
      what: 'React 19 on Vite, mounting CorporateArea',
      port: portalPort(env),
      path: '/portal',
    },
    {
      name: 'html-portal',
      dir: 'examples/html-portal',
      built: false,
      what: 'plain HTML, mounting the CorporateApp bridge',
      port: htmlPortalPort(env),
      path: '/',
    },
    // Served by the one server of examples/webpack-portals; their builds bake the remote's address in.
    ...[
      ['webpack-react18-portal', 'react18-app-mode', WEBPACK_APP_PORTAL, 'webpack 5 and React 18, mounting the CorporateApp app', '/'],
      [
        'webpack-react19-portal',
        'react19-component-mode',
        WEBPACK_COMPONENT_PORTAL,
        'webpack 5 and React 19.0, mounting CorporateArea',
        '/portal',
      ],
    ].map(([name, folder, portal, what, at]) => ({
      name,
      dir: `examples/webpack-portals/${folder}`,
      // WEBPACK_PORTALS_DIR: their builds elsewhere, one folder each (an e2e worker's stack: its own address).
      dist: env.WEBPACK_PORTALS_DIR ? `${env.WEBPACK_PORTALS_DIR}/${folder}` : `examples/webpack-portals/${folder}/dist`,
      server: 'examples/webpack-portals/server.mjs',
      built: true,
      staticRemote: true,
      what,
      port: examplePort(portal, env),
      path: at,
      portEnv: portal.envName,
    })),
  ].map((portal) => ({
    ...portal,
    env: { ...common, PORT: String(portal.port), ...(portal.server ? { DIST_DIR: portal.dist } : {}) },
  }));
}

/** The port of an app by its federated name ('shell', 'mf_search' ...). */
export function appPort(name, env = process.env) {
  const ports = stackPorts(env);
  if (name === 'shell') return ports.shell;
  if (name === PORTAL.name) return portalPort(env);
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`config/stack.mjs: no app named ${name}`);
  return ports[remote.portKey];
}

export const manifestUrl = (port) => `http://localhost:${port}/mf-manifest.json`;

/** Each remote's manifest URL: its REMOTE_*_URL when set, else localhost on its port. */
export function remoteManifests(env = process.env, ports = stackPorts(env)) {
  return Object.fromEntries(REMOTES.map((r) => [r.name, env[r.envName] || manifestUrl(ports[r.portKey])]));
}

/**
 * The demo's operator texts (what a price includes, cancellation, airport meeting, Terms and Privacy
 * pages), marked as samples: a local stack shows them unless OPERATOR_TEXTS_FILE is set ('' for none).
 */
export const SAMPLE_OPERATOR_TEXTS_FILE = fileURLToPath(new URL('./operator-texts.sample.json', import.meta.url));

/** The checkout attempts' SQLite file of a local stack: the repository root's, where `npm run attempts` finds it. */
export const DEMO_ATTEMPTS_DB = fileURLToPath(new URL('../.data/checkout-attempts.db', import.meta.url));

/**
 * The attempts' SQLite file for an ATTEMPTS_DB, the one answer for every way of starting (npm start,
 * npm run dev, `npm run serve -w shell`, the checkout attempts server) and `npm run attempts`: unset,
 * the repository root's .data/checkout-attempts.db whichever folder the process runs in; a relative
 * path from the folder the command was typed in (npm's INIT_CWD, not the workspace npm -w runs in).
 */
export function attemptsDbFile(db, env = process.env) {
  if (!db || !String(db).trim()) return DEMO_ATTEMPTS_DB;
  return db === ':memory:' ? db : path.resolve(env.INIT_CWD || process.cwd(), db);
}

/** The shell's server, as the scripts start it: node's arguments at the repository's root (TypeScript, under tsx's loader). */
export const SHELL_SERVER = ['--import', 'tsx', 'shell/server/index.ts'];

/**
 * The shell server's environment: remote manifests on their ports unless set, the API on its port,
 * its checkout attempts in one SQLite file at the repository's root whichever way the stack is
 * started (npm start, npm run dev; an ATTEMPTS_DB is taken from the folder the command was typed in,
 * whichever folder the server runs in), and the sample operator texts.
 */
export function shellEnv(ports, env = process.env) {
  const db = env.ATTEMPTS_DB;
  const shell = {
    PORT: String(ports.shell),
    API_BASE_URL: env.API_BASE_URL || `http://localhost:${ports.api}`,
    ATTEMPTS_DB: attemptsDbFile(db, env),
    // Only the site's own pages start a card checkout: the same origins the sandbox's checkout returns to.
    SITE_ORIGINS: env.SITE_ORIGINS || `http://localhost:${ports.shell}`,
    OPERATOR_TEXTS_FILE: env.OPERATOR_TEXTS_FILE ?? SAMPLE_OPERATOR_TEXTS_FILE,
  };
  const manifests = remoteManifests(env, ports);
  for (const remote of REMOTES) shell[remote.envName] = manifests[remote.name];
  return shell;
}

/**
 * The sandbox API's environment in a local stack: admin routes on (they answer on loopback only), and
 * the shell's origin as the one address its hosted checkout may return to, unless set.
 */
export function sandboxEnv(ports) {
  return {
    PORT: String(ports.api),
    SANDBOX_ADMIN: process.env.SANDBOX_ADMIN ?? 'on',
    SITE_ORIGINS: process.env.SITE_ORIGINS || `http://localhost:${ports.shell}`,
  };
}

/**
 * The route each kind of part answers itself when it is up (no file of a build, no call to the API):
 * `npm start` and `npm run start:prod` say "up" only once every part they started answers its own.
 */
export const HEALTH_PATHS = { shell: '/healthz', remote: '/healthz', sandbox: '/sandbox/health', portal: '/healthz' };

/**
 * The parts a local stack runs, each with what messages call it, its port, the variable that moves
 * that port and its health route: the shell's server, the four remotes, then (when asked) the
 * sandbox API and the four example portals.
 */
export function stackParts({ env = process.env, ports = stackPorts(env), sandbox = true, portals = true } = {}) {
  const portalEnv = { 'operator-portal': PORTAL.envName, 'html-portal': HTML_PORTAL.envName };
  const portEnvOf = (portal) => portal.portEnv ?? portalEnv[portal.name];
  return [
    { name: 'shell', label: "the shell's server", port: ports.shell, portEnv: PORT_ENV.shell, health: HEALTH_PATHS.shell },
    ...REMOTES.map((remote) => ({
      name: remote.dir,
      label: `the ${remote.dir} remote`,
      port: ports[remote.portKey],
      portEnv: PORT_ENV[remote.portKey],
      health: HEALTH_PATHS.remote,
    })),
    ...(sandbox
      ? [{ name: 'sandbox-api', label: 'the sandbox API', port: ports.api, portEnv: PORT_ENV.api, health: HEALTH_PATHS.sandbox }]
      : []),
    ...(portals
      ? examplePortals(env, ports).map((portal) => ({
          name: portal.name,
          label: `the example ${portal.name}`,
          port: portal.port,
          portEnv: portEnvOf(portal),
          health: HEALTH_PATHS.portal,
        }))
      : []),
  ];
}
