import { positive, readLimits, type Limits } from './http/limits';
import { parseSiteOrigins } from './http/site-origins';
import { parseTrustedProxies } from './http/trusted-proxies';

/** Everything the sandbox reads from its environment, with the documented development defaults. */
export type Config = {
  port: number;
  host: string;
  dbFile: string;
  publicKey: string;
  secretKey: string;
  admin: boolean;
  /** Opens the admin routes to a non-loopback peer that sends it as X-Admin-Key; null when unset. */
  adminKey: string | null;
  publicUrl: string;
  /** The site's origins: a checkout may only return to one of them. */
  siteOrigins: string[];
  trustedProxies: string[] | false;
  limits: Limits;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Fail loudly rather than silently ignore the old name: it trusted private networks' X-Forwarded-For.
  if (env.TRUST_PROXY !== undefined) throw new Error('TRUST_PROXY was replaced by TRUSTED_PROXIES (default loopback); see sandbox-api/README.md.');
  const port = positive(env.PORT, 4000);
  return {
    port,
    // Only this machine by default: a container sets HOST=0.0.0.0 to be reached by the shell.
    host: env.HOST || 'localhost',
    dbFile: env.DB_FILE || new URL('../data/sandbox.db', import.meta.url).pathname,
    publicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    secretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    // Off unless asked for: the admin routes can read every e-mail and wipe the data.
    admin: env.SANDBOX_ADMIN === 'on',
    adminKey: env.SANDBOX_ADMIN_KEY || null,
    publicUrl: (env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    siteOrigins: parseSiteOrigins(env.SITE_ORIGINS || 'http://localhost:3000'),
    // The shell's proxy appends the visitor's address; only proxies listed here are believed.
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES ?? 'loopback'),
    limits: readLimits(env),
  };
}

export type TestOverrides = Partial<Omit<Config, 'limits'>> & { limits?: Partial<Limits> };

export const testConfig = ({ limits, ...overrides }: TestOverrides = {}): Config => {
  const base = readConfig({ SANDBOX_ADMIN: 'on', DB_FILE: ':memory:', PORT: '4300', SITE_ORIGINS: 'http://localhost:3000' });
  return { ...base, ...overrides, limits: { ...base.limits, ...limits } };
};
