import { isIP } from 'node:net';

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a CIDR range (prefix length or IPv4 netmask), as proxy-addr reads them. */
function isRange(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed, for Fastify's trustProxy (proxy-addr
 * then takes the rightmost address not in the list as the client). `none` or empty trusts none.
 */
export function parseTrustedProxies(value: string): string[] | false {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length || (entries.length === 1 && entries[0] === 'none')) return false;
  for (const entry of entries) {
    if (!isRange(entry)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal (or use none alone).`);
    }
  }
  return entries;
}
