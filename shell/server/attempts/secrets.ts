// The only secrets an attempt keeps, a client's password (booking.registrationData.password) and a
// corporate bearer token, sealed with AES-256-GCM. The key comes from ATTEMPTS_SECRET; without it,
// a random key for this process (so a restart, or another server, cannot read what this one sealed).
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/** What an attempt keeps sealed. */
export type Secrets = { password?: string; token?: string };
export type SecretBox = ReturnType<typeof secretBox>;

const VERSION = 'v1';
const SALT = 'booking-site/checkout-attempts/v1';

/** A key from the operator's secret: scrypt, so a weak secret costs an attacker too. */
const keyFrom = (secret: string) => scryptSync(secret, SALT, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

/**
 * seal(secrets, id) -> text or null (nothing to keep); open(text, id) -> secrets or null. The attempt's
 * id is authenticated with the text, so sealed secrets moved to another attempt do not open.
 */
export function secretBox(secret: string | null, { log = console }: { log?: Pick<Console, 'warn'> } = {}) {
  const key = secret ? keyFrom(secret) : randomBytes(32);
  if (!secret)
    log.warn(
      '[checkout-attempts] ATTEMPTS_SECRET is not set: stored passwords and tokens use a key of this process only (set it when the server restarts or runs on several machines).',
    );
  return {
    seal(secrets: Secrets | null, id: string): string | null {
      if (!secrets) return null;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(id));
      const data = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(text: string | null, id: string): Secrets | null {
      if (!text) return null;
      try {
        const [version, iv, tag, data] = text.split('.');
        if (version !== VERSION) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(id));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8'));
      } catch {
        log.warn(
          `[checkout-attempts] the stored secrets of attempt ${id} cannot be read (ATTEMPTS_SECRET changed, or unset across a restart)`,
        );
        return null;
      }
    },
  };
}

/** A booking body that may carry a new client's password. */
type WithPassword = { registrationData?: { password?: string } };

/** The booking as stored (password emptied) and its secrets apart, or null when it has none. */
export function splitSecrets<T extends WithPassword>(booking: T, token?: string): { booking: T; secrets: Secrets | null } {
  const password = booking.registrationData?.password;
  const stored = password ? { ...booking, registrationData: { ...booking.registrationData, password: '' } } : booking;
  const secrets: Secrets = { ...(password ? { password } : {}), ...(token ? { token } : {}) };
  return { booking: stored, secrets: Object.keys(secrets).length ? secrets : null };
}

/** The booking as the API must receive it: the password back in its place. */
export const withPassword = <T extends WithPassword>(booking: T, secrets: Secrets | null): T =>
  secrets?.password ? { ...booking, registrationData: { ...booking.registrationData, password: secrets.password } } : booking;
