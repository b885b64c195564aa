// Everything the shell's server reads from its environment: one zod schema, the development
// defaults, and none for the API in production.
import { z } from 'zod';
import { attemptsDbFile, PORT_ENV, REMOTES, remoteManifests, stackPorts } from '../../config/stack.mjs';
import { trustedProxies } from '../../deploy/api-proxy.mjs';
import { EnvError, messageOf, type Env, key, onOff, parseEnv, parsedBy, port, requiredLine, seconds, webAddress } from './env-fields';
import { readBrand, type BrandConfig } from './brand';
import { DEFAULT_MAPS_SCRIPT_URL, mapsScriptAddress } from './maps-script';
import { readOperatorTexts, SITE_PATH, type OperatorTextsConfig } from './operator-texts';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * FRAME_PARENT_ORIGINS entries become CSP frame-ancestors and postMessage targets, so each must be a
 * bare origin; anything else ('*', a path, a typo) stops the server with a message saying which.
 */
export function parseOrigins(value: string | undefined, name: string): string[] {
  return list(value).map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.origin !== entry.replace(/\/$/, '').toLowerCase() ||
      url.username ||
      url.password
    ) {
      throw new Error(`${name}: "${entry}" is not an origin. Give scheme://host[:port] with no path, e.g. https://operator.example.`);
    }
    return url.origin;
  });
}

/**
 * PREVIOUS_STEP_PATH: where the step bar's Previous goes (product §2: "a configurable path, default /"). A
 * path on this site, as written (deploy/nginx/shell-config.sh checks it alike).
 */
const sitePath = (name: string) =>
  parsedBy((text) => {
    if (!SITE_PATH.test(text))
      throw new Error(`${name}: "${text}" is not a path on this site. Give a path starting with one / (e.g. /home).`);
    return text;
  });

const positive = (name: string) =>
  parsedBy((text) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: "${text}" is not a positive number.`);
    return value;
  });

/** The checkout attempts' variables (docs/checkout-attempts.md); their messages are the ones operators already know. */
const ATTEMPTS_FIELDS = {
  // Not echoed: the address may carry a password.
  REDIS_URL: parsedBy((text) => {
    if (!/^rediss?:\/\/./.test(text)) throw new Error('REDIS_URL is not a redis:// or rediss:// address.');
    return text;
  }).optional(),
  ATTEMPTS_SECRET: parsedBy((text) => {
    if (text.length < 16) throw new Error('ATTEMPTS_SECRET: use at least 16 characters (e.g. `openssl rand -base64 32`).');
    return text;
  }).optional(),
  ATTEMPTS_DB: z.string().optional(),
  ATTEMPTS_ADMIN_KEY: key.optional(),
  SITE_ORIGINS: parsedBy((text) => parseOrigins(text, 'SITE_ORIGINS')).optional(),
  ATTEMPT_TTL_HOURS: positive('ATTEMPT_TTL_HOURS').optional(),
  RECONCILE_AFTER_SECONDS: positive('RECONCILE_AFTER_SECONDS').optional(),
  RECONCILE_EVERY_SECONDS: positive('RECONCILE_EVERY_SECONDS').optional(),
};
const attemptsSchema = z.object(ATTEMPTS_FIELDS);
type AttemptsVars = z.output<typeof attemptsSchema>;

/** The checkout attempts' settings (docs/checkout-attempts.md). */
export type AttemptsSettings = ReturnType<typeof attemptsSettings>;

/** The three variables a production server must be given: no sandbox default there. */
const REQUIRED_IN_PRODUCTION = {
  API_BASE_URL: "the dispatch API's address (e.g. https://dispatch.example.com)",
  API_PUBLIC_KEY: "the dispatch API's public key",
  API_SECRET_KEY: "the dispatch API's secret key",
};

/** The shell's server (and the attempts server): every variable it reads, with its kind. */
const serverSchema = (production: boolean, requiredBecause?: string) =>
  z
    .object({
      PORT: port.optional(),
      ...Object.fromEntries(Object.values(PORT_ENV).map((name) => [name, port.optional()])),
      HOST: z.string().trim().optional(),
      DIST_DIR: z.string().optional(),
      API_BASE_URL: webAddress('https://dispatch.example.com').optional(),
      API_PUBLIC_KEY: key.optional(),
      API_SECRET_KEY: key.optional(),
      API_TIMEOUT_SECONDS: seconds.optional(),
      API_WAIT_SECONDS: seconds.optional(),
      // Whose X-Forwarded-For the proxy passes on (the TLS end in front); checked at start.
      TRUSTED_PROXIES: parsedBy((text) => {
        trustedProxies(text);
        return text;
      }).optional(),
      ...Object.fromEntries(
        REMOTES.map((r) => [
          r.envName,
          webAddress(`https://${r.dir.replace(/^mf-/, '')}.example/mf-manifest.json`, { query: true }).optional(),
        ]),
      ),
      // Origins only: '*' would let any site frame the page and read its reports.
      FRAME_PARENT_ORIGINS: parsedBy((text) => parseOrigins(text, 'FRAME_PARENT_ORIGINS')).optional(),
      HSTS: onOff.optional(),
      PREVIOUS_STEP_PATH: sitePath('PREVIOUS_STEP_PATH').optional(),
      GOOGLE_MAPS_SCRIPT_URL: mapsScriptAddress.optional(),
      ...ATTEMPTS_FIELDS,
    })
    .superRefine((vars, ctx) => {
      if (!production) return;
      for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION) as [keyof typeof REQUIRED_IN_PRODUCTION, string][]) {
        if (vars[name] === undefined)
          ctx.addIssue({ code: 'custom', message: requiredLine(name, what, requiredBecause), params: { whole: true } });
      }
    });

/** The one line per problem an error carries (an EnvError's lines, else its message). */
const linesOf = (error: unknown) => (error instanceof EnvError ? error.lines : [messageOf(error)]);

/** The server runs for real (NODE_ENV=production): the API and its keys must be given. */
export const isProduction = (env: Env = process.env) => env.NODE_ENV?.trim() === 'production';

/** The sandbox's keys, the defaults of a local demo only. */
const DEMO_KEYS = { API_PUBLIC_KEY: 'sandbox-public-key', API_SECRET_KEY: 'sandbox-secret-key' };

/**
 * Everything the shell's server reads from its environment. With `production`, API_BASE_URL and the
 * keys have no default (`requiredBecause` says why, NODE_ENV=production unless told). A wrong or
 * missing variable throws an EnvError with one line for each.
 */
export function readServerEnv(env: Env = process.env, { production = false, requiredBecause = undefined as string | undefined } = {}) {
  let vars: z.output<ReturnType<typeof serverSchema>> | null = null;
  let operator: OperatorTextsConfig | null = null;
  let brand: BrandConfig | null = null;
  const lines: string[] = [];
  try {
    vars = parseEnv(serverSchema(production, requiredBecause), env);
  } catch (error) {
    lines.push(...linesOf(error));
  }
  try {
    // The operator's texts for visitors (PRICE_INCLUDES ... or OPERATOR_TEXTS_FILE), or null.
    operator = readOperatorTexts(env);
  } catch (error) {
    lines.push(messageOf(error));
  }
  try {
    // The operator's brand (BRAND_* ... or the file's `brand`), else the demo's.
    brand = readBrand(env);
  } catch (error) {
    lines.push(...linesOf(error));
  }
  // An unreadable file is one line, though both the texts and the brand read it.
  if (lines.length || !vars) throw new EnvError([...new Set(lines)]);

  const ports = stackPorts(vars);
  return {
    port: vars.PORT ?? ports.shell,
    // Loopback unless told otherwise (HOST=0.0.0.0 in a container).
    host: vars.HOST || 'localhost',
    distDir: vars.DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    apiBaseUrl: (vars.API_BASE_URL ?? `http://localhost:${ports.api}`).replace(/\/+$/, ''),
    // Demo defaults outside production only; added here, so they never reach the browser.
    apiPublicKey: vars.API_PUBLIC_KEY ?? DEMO_KEYS.API_PUBLIC_KEY,
    apiSecretKey: vars.API_SECRET_KEY ?? DEMO_KEYS.API_SECRET_KEY,
    /** The key variables that took the sandbox's demo value (the server says so at start). */
    demoKeys: (Object.keys(DEMO_KEYS) as (keyof typeof DEMO_KEYS)[]).filter((name) => vars[name] === undefined),
    apiTimeoutMs: (vars.API_TIMEOUT_SECONDS ?? 30) * 1000,
    // How long a start waits quietly for an API that does not answer yet, before saying so as an error.
    apiWaitMs: (vars.API_WAIT_SECONDS ?? 60) * 1000,
    trustedProxies: vars.TRUSTED_PROXIES ?? 'loopback',
    remotes: remoteManifests(vars, ports),
    frameParentOrigins: vars.FRAME_PARENT_ORIGINS ?? [],
    // HSTS on every answer when told so (TLS ends in front of this server); else only on TLS requests.
    hsts: vars.HSTS ?? false,
    // The Maps script (loaded only when the settings hold a GOOGLE_API_KEY); the CSP follows its origin.
    mapsScriptUrl: vars.GOOGLE_MAPS_SCRIPT_URL ?? DEFAULT_MAPS_SCRIPT_URL,
    attempts: attemptsSettings(vars, env),
    operator,
    brand,
    previousStepPath: vars.PREVIOUS_STEP_PATH ?? '/',
  };
}

/** Everything the shell's server reads from its environment. */
export type ServerSettings = ReturnType<typeof readServerEnv>;

/**
 * The settings of a server process (`NODE_ENV=production` decides the API's defaults), or one line per
 * wrong variable, `<prefix> cannot start: ...`, and exit code 1. Outside production, says once that the
 * sandbox's demo keys are used.
 */
export function readServerEnvOrStop(prefix: string, env: Env = process.env): ServerSettings {
  let settings: ServerSettings;
  try {
    settings = readServerEnv(env, { production: isProduction(env) });
  } catch (error) {
    for (const line of linesOf(error)) console.error(`${prefix} cannot start: ${line}`);
    process.exit(1);
  }
  if (settings.demoKeys.length) {
    const names = settings.demoKeys.join(' and ');
    const verb = settings.demoKeys.length > 1 ? 'are' : 'is';
    console.log(
      `${prefix} local demo: ${names} ${verb} not set, so the sandbox's demo keys are used; a real deployment sets them (and NODE_ENV=production).`,
    );
  }
  return settings;
}

/**
 * The checkout attempts' store and reconciler (docs/checkout-attempts.md). With no REDIS_URL the
 * store is a SQLite file, the repository root's .data/ one unless ATTEMPTS_DB says, so `npm start` needs no set-up.
 */
export function readAttemptsEnv(env: Env = process.env): AttemptsSettings {
  return attemptsSettings(parseEnv(attemptsSchema, env), env);
}

function attemptsSettings(vars: AttemptsVars, env: Env) {
  return {
    // The repository root's .data/ unless set, as npm start and npm run attempts read it (config/stack.mjs).
    dbFile: attemptsDbFile(vars.ATTEMPTS_DB, env),
    redisUrl: vars.REDIS_URL ?? null,
    secret: vars.ATTEMPTS_SECRET ?? null,
    adminKey: vars.ATTEMPTS_ADMIN_KEY ?? null,
    // The site's own origins, the only return addresses a checkout may have; empty: the API judges alone.
    siteOrigins: vars.SITE_ORIGINS ?? [],
    ttlHours: vars.ATTEMPT_TTL_HOURS ?? 24,
    reconcileAfterSeconds: vars.RECONCILE_AFTER_SECONDS ?? 600,
    reconcileEverySeconds: vars.RECONCILE_EVERY_SECONDS ?? 30,
  };
}

/** The browser's view of the deployment: /config.json. No key, no API base. */
export const browserConfig = (
  settings: Pick<ServerSettings, 'remotes' | 'frameParentOrigins'> &
    Partial<Pick<ServerSettings, 'operator' | 'brand' | 'previousStepPath' | 'mapsScriptUrl'>>,
) => ({
  remotes: settings.remotes,
  frameParentOrigins: settings.frameParentOrigins,
  operator: settings.operator ?? null,
  brand: settings.brand ?? null,
  previousStepPath: settings.previousStepPath ?? '/',
  maps: { scriptUrl: settings.mapsScriptUrl ?? DEFAULT_MAPS_SCRIPT_URL },
});
