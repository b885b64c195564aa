import { z } from 'zod';
import { LIMITS, type LimitName, type Limits } from './http/limits';
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
  logLevel: LogLevel;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

// Each kind of value, and what its message says is expected (`NAME="value" <message>.`).
const port = z
  .string()
  .trim()
  .refine(
    (text) => /^[0-9]{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535,
    'is not a port (a whole number from 1 to 65535)',
  )
  .transform(Number);
const count = z
  .string()
  .trim()
  .refine((text) => /^[0-9]+$/.test(text) && Number(text) > 0, 'is not a whole number above 0')
  .transform(Number);
const ON = ['on', 'true', 'yes', '1'];
const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ON.includes(text) || ['off', 'false', 'no', '0'].includes(text), 'is not on or off')
  .transform((text) => ON.includes(text));
const HIDDEN = '(the value is not shown)';
/** A user name or password in an address is a secret: refused without echoing the value. */
const hasUserInfo = (text: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(text);
const webAddress = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (hasUserInfo(text)) {
      ctx.addIssue({ code: 'custom', message: `must not carry a user name or password ${HIDDEN}` });
      return;
    }
    try {
      const url = new URL(text);
      if (['http:', 'https:'].includes(url.protocol) && Boolean(url.hostname) && !url.search && !text.includes('#')) return;
    } catch {
      // refused below
    }
    ctx.addIssue({ code: 'custom', message: 'is not an http:// or https:// address (e.g. http://localhost:4000)' });
  });
/** A key compared with a header: printable ASCII with no space. Never echoed. */
const key = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]+$/, `is not a usable key: it holds a space, a line break or a character outside ASCII ${HIDDEN}`);
const logLevel = z
  .string()
  .trim()
  .refine((text): text is LogLevel => (LOG_LEVELS as readonly string[]).includes(text), `is not one of ${LOG_LEVELS.join(', ')}`);
/** A parser that throws its own whole message (SITE_ORIGINS, TRUSTED_PROXIES), kept as operators know it. */
const parsedBy = <T>(parse: (text: string) => T) =>
  z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message, params: { whole: true } });
      return z.NEVER;
    }
  });

const limitNames = Object.keys(LIMITS) as LimitName[];

/** The sandbox's environment. Unset and empty are the same, except for TRUSTED_PROXIES, where empty trusts none. */
const schema = z.object({
  TRUST_PROXY: z.never({ error: 'TRUST_PROXY was replaced by TRUSTED_PROXIES (default loopback); see sandbox-api/README.md.' }).optional(),
  PORT: port.optional(),
  API_PORT: port.optional(),
  HOST: z.string().trim().optional(),
  DB_FILE: z.string().optional(),
  API_PUBLIC_KEY: key.optional(),
  API_SECRET_KEY: key.optional(),
  SANDBOX_ADMIN: onOff.optional(),
  SANDBOX_ADMIN_KEY: key.optional(),
  SANDBOX_PUBLIC_URL: webAddress.optional(),
  SITE_ORIGINS: parsedBy(parseSiteOrigins).optional(),
  TRUSTED_PROXIES: parsedBy(parseTrustedProxies).optional(),
  LOG_LEVEL: logLevel.optional(),
  ...Object.fromEntries(limitNames.map((name) => [LIMITS[name].env, count.optional()])),
});

/** One line per wrong variable: its name, its value (never a key's) and what is expected. */
function lines(issues: z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string[] {
  return issues.map((issue) => {
    const name = String(issue.path[0]);
    if (issue.code === 'custom' && issue.params?.whole) return issue.message;
    if (name === 'TRUST_PROXY') return issue.message;
    const value = issue.message.endsWith(HIDDEN) ? '' : `="${env[name]}"`;
    return `${name}${value} ${issue.message}.`;
  });
}

/** Reads the environment, or throws an Error whose message has one line per wrong variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => value !== undefined && (value.trim() !== '' || name === 'TRUSTED_PROXIES' || name === 'TRUST_PROXY'),
    ),
  );
  const result = schema.safeParse(given);
  if (!result.success) throw new Error(lines(result.error.issues, env).join('\n'));
  const vars = result.data as z.infer<typeof schema> & Record<string, number | undefined>;
  // PORT (a container's, or what npm start gives it), else API_PORT (the stack's name for it), as the shell's server reads PORT, else SHELL_PORT.
  const port = vars.PORT ?? vars.API_PORT ?? 4000;
  return {
    port,
    // Only this machine by default: a container sets HOST=0.0.0.0 to be reached by the shell.
    host: vars.HOST || 'localhost',
    dbFile: vars.DB_FILE ?? new URL('../data/sandbox.db', import.meta.url).pathname,
    publicKey: vars.API_PUBLIC_KEY ?? 'sandbox-public-key',
    secretKey: vars.API_SECRET_KEY ?? 'sandbox-secret-key',
    // Off unless asked for: the admin routes can read every e-mail and wipe the data.
    admin: vars.SANDBOX_ADMIN ?? false,
    adminKey: vars.SANDBOX_ADMIN_KEY ?? null,
    publicUrl: (vars.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    siteOrigins: vars.SITE_ORIGINS ?? parseSiteOrigins('http://localhost:3000'),
    // The shell's proxy appends the visitor's address; only proxies listed here are believed.
    trustedProxies: vars.TRUSTED_PROXIES ?? parseTrustedProxies('loopback'),
    limits: Object.fromEntries(limitNames.map((name) => [name, vars[LIMITS[name].env] ?? LIMITS[name].max])) as Limits,
    logLevel: vars.LOG_LEVEL ?? 'info',
  };
}

export type TestOverrides = Partial<Omit<Config, 'limits'>> & { limits?: Partial<Limits> };

export const testConfig = ({ limits, ...overrides }: TestOverrides = {}): Config => {
  const base = readConfig({ SANDBOX_ADMIN: 'on', DB_FILE: ':memory:', PORT: '4300', SITE_ORIGINS: 'http://localhost:3000' });
  return { ...base, ...overrides, limits: { ...base.limits, ...limits } };
};
