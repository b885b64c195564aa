/** Everything the sandbox reads from its environment, with the documented development defaults. */
export type Config = {
  port: number;
  dbFile: string;
  publicKey: string;
  secretKey: string;
  admin: boolean;
  publicUrl: string;
  trustProxy: string | boolean;
  signInLimitPerMinute: number;
  resetLimitPerMinute: number;
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positive(env.PORT, 4000);
  return {
    port,
    dbFile: env.DB_FILE || new URL('../data/sandbox.db', import.meta.url).pathname,
    publicKey: env.API_PUBLIC_KEY || 'sandbox-public-key',
    secretKey: env.API_SECRET_KEY || 'sandbox-secret-key',
    // Off unless asked for: the admin routes can read every e-mail and wipe the data.
    admin: env.SANDBOX_ADMIN === 'on',
    publicUrl: (env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    // Requests usually arrive through the shell's proxy on the same machine or network.
    trustProxy: env.TRUST_PROXY === 'off' ? false : env.TRUST_PROXY || 'loopback, uniquelocal',
    signInLimitPerMinute: positive(env.SIGNIN_LIMIT_PER_MINUTE, 20),
    resetLimitPerMinute: positive(env.RESET_LIMIT_PER_MINUTE, 10),
  };
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...readConfig({ SANDBOX_ADMIN: 'on', DB_FILE: ':memory:', PORT: '4300' }),
  ...overrides,
});
