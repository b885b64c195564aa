import { readConfig } from '../config';

describe('reading the environment', () => {
  it.each([
    [{}, 'localhost'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ HOST: '::' }, '::'],
  ])('binds %o to %s', (env, host) => {
    expect(readConfig(env).host).toBe(host);
  });

  it.each([
    [{}, ['http://localhost:3000']],
    [{ SITE_ORIGINS: '' }, ['http://localhost:3000']],
    [{ SITE_ORIGINS: 'http://localhost:3000, https://book.operator.example' }, ['http://localhost:3000', 'https://book.operator.example']],
    [{ SITE_ORIGINS: 'https://Book.Operator.Example:8443/' }, ['https://book.operator.example:8443']],
    [{ SITE_ORIGINS: 'https://book.operator.example:443,,' }, ['https://book.operator.example']],
  ])('reads SITE_ORIGINS %o as %o', (env, origins) => {
    expect(readConfig(env).siteOrigins).toEqual(origins);
  });

  it.each([
    'book.operator.example',
    'ftp://book.operator.example',
    'https://book.operator.example/booking',
    'https://book.operator.example?x=1',
    'https://book.operator.example#top',
    'https://user:pass@book.operator.example',
    'https://',
    'javascript:alert(1)',
  ])('refuses the site origin %s, naming it', (entry) => {
    expect(() => readConfig({ SITE_ORIGINS: `http://localhost:3000,${entry}` })).toThrow(
      `SITE_ORIGINS: "${entry}" is not a bare origin (scheme, host and optional port, such as https://book.operator.example).`,
    );
  });

  it.each([
    [{}, ['loopback']],
    [{ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8 ,172.18.0.3, fd00::/8, uniquelocal, linklocal' }, ['loopback', '10.0.0.0/8', '172.18.0.3', 'fd00::/8', 'uniquelocal', 'linklocal']],
    [{ TRUSTED_PROXIES: '192.168.0.0/255.255.0.0' }, ['192.168.0.0/255.255.0.0']],
    [{ TRUSTED_PROXIES: 'none' }, false],
    [{ TRUSTED_PROXIES: '' }, false],
  ])('reads TRUSTED_PROXIES %o as %o', (env, trusted) => {
    expect(readConfig(env).trustedProxies).toEqual(trusted);
  });

  it.each(['everyone', '10.0.0.0/33', '::1/129', '300.1.1.1', 'none, loopback', '10.0.0.0/'])('refuses the trusted proxy entry %s', (entry) => {
    expect(() => readConfig({ TRUSTED_PROXIES: entry })).toThrow(/^TRUSTED_PROXIES: ".*" is not an address, a CIDR range or loopback\/linklocal\/uniquelocal/);
  });

  it('refuses the old TRUST_PROXY rather than ignore it', () => {
    expect(() => readConfig({ TRUST_PROXY: 'loopback, uniquelocal' })).toThrow('TRUST_PROXY was replaced by TRUSTED_PROXIES');
  });

  it('reads the admin key only when it is set', () => {
    expect(readConfig({}).adminKey).toBeNull();
    expect(readConfig({ SANDBOX_ADMIN_KEY: '' }).adminKey).toBeNull();
    expect(readConfig({ SANDBOX_ADMIN_KEY: 'k'.repeat(32) }).adminKey).toBe('k'.repeat(32));
  });

  it('reads each limit from its variable, with the documented defaults', () => {
    expect(readConfig({}).limits).toEqual({ signIn: 20, reset: 10, booking: 10, checkout: 10, account: 5, contact: 5, quoteRequest: 5 });
    const env = {
      SIGNIN_LIMIT_PER_MINUTE: '1', RESET_LIMIT_PER_MINUTE: '2', BOOKING_LIMIT_PER_MINUTE: '3', CHECKOUT_LIMIT_PER_MINUTE: '4',
      ACCOUNT_LIMIT_PER_HOUR: '5', CONTACT_LIMIT_PER_MINUTE: '6', QUOTE_REQUEST_LIMIT_PER_MINUTE: '7',
    };
    expect(readConfig(env).limits).toEqual({ signIn: 1, reset: 2, booking: 3, checkout: 4, account: 5, contact: 6, quoteRequest: 7 });
  });
});
