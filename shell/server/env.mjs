// Everything the shell's server reads from its environment, with the development defaults.
import path from 'node:path';
import { remoteManifests, stackPorts } from '../../config/stack.mjs';
import { readOperatorTexts } from './operator-texts.mjs';

const list = (value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/**
 * FRAME_PARENT_ORIGINS entries become CSP frame-ancestors and postMessage targets, so each must be a
 * bare origin; anything else ('*', a path, a typo) stops the server with a message saying which.
 */
export function parseOrigins(value, name) {
  return list(value).map((entry) => {
    let url = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase() || url.username || url.password) {
      throw new Error(`${name}: "${entry}" is not an origin. Give scheme://host[:port] with no path, e.g. https://operator.example.`);
    }
    return url.origin;
  });
}

export function readServerEnv(env = process.env) {
  const ports = stackPorts(env);
  return {
    port: Number(env.PORT ?? ports.shell),
    // Loopback unless told otherwise (HOST=0.0.0.0 in a container).
    host: env.HOST || 'localhost',
    distDir: env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname,
    apiBaseUrl: (env.API_BASE_URL || `http://localhost:${ports.api}`).replace(/\/+$/, ''),
    // Dev defaults only; a real deployment sets both. Added here, so they never reach the browser.
    apiPublicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    apiSecretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    remotes: remoteManifests(env, ports),
    // Origins only: '*' would let any site frame the page and read its reports.
    frameParentOrigins: parseOrigins(env.FRAME_PARENT_ORIGINS, 'FRAME_PARENT_ORIGINS'),
    // HSTS on every answer when told so (TLS ends in front of this server); else only on TLS requests.
    hsts: env.HSTS === 'on',
    attempts: readAttemptsEnv(env),
    // The operator's texts for visitors (PRICE_INCLUDES ... or OPERATOR_TEXTS_FILE), or null.
    operator: readOperatorTexts(env),
  };
}

const positive = (env, name, fallback) => {
  if (env[name] === undefined || env[name] === '') return fallback;
  const value = Number(env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: "${env[name]}" is not a positive number.`);
  return value;
};

/**
 * The checkout attempts' store and reconciler (docs/checkout-attempts.md). With no REDIS_URL the
 * store is a SQLite file, relative to the current directory, so `npm start` needs no set-up.
 */
export function readAttemptsEnv(env = process.env) {
  const redisUrl = env.REDIS_URL || null;
  // Not echoed: the address may carry a password.
  if (redisUrl && !/^rediss?:\/\/./.test(redisUrl)) throw new Error('REDIS_URL is not a redis:// or rediss:// address.');
  const secret = env.ATTEMPTS_SECRET || null;
  if (secret && secret.length < 16) throw new Error('ATTEMPTS_SECRET: use at least 16 characters (e.g. `openssl rand -base64 32`).');
  const dbFile = env.ATTEMPTS_DB || '.data/checkout-attempts.db';
  return {
    dbFile: dbFile === ':memory:' ? dbFile : path.resolve(dbFile),
    redisUrl,
    secret,
    adminKey: env.ATTEMPTS_ADMIN_KEY || null,
    // The site's own origins, the only return addresses a checkout may have; empty: the API judges alone.
    siteOrigins: parseOrigins(env.SITE_ORIGINS, 'SITE_ORIGINS'),
    ttlHours: positive(env, 'ATTEMPT_TTL_HOURS', 24),
    reconcileAfterSeconds: positive(env, 'RECONCILE_AFTER_SECONDS', 600),
    reconcileEverySeconds: positive(env, 'RECONCILE_EVERY_SECONDS', 30),
  };
}

/** The browser's view of the deployment: /config.json. No key, no API base. */
export const browserConfig = (settings) => ({
  remotes: settings.remotes,
  frameParentOrigins: settings.frameParentOrigins,
  operator: settings.operator ?? null,
});
