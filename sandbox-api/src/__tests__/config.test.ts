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
    [
      { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8 ,172.18.0.3, fd00::/8, uniquelocal, linklocal' },
      ['loopback', '10.0.0.0/8', '172.18.0.3', 'fd00::/8', 'uniquelocal', 'linklocal'],
    ],
    [{ TRUSTED_PROXIES: '192.168.0.0/255.255.0.0' }, ['192.168.0.0/255.255.0.0']],
    [{ TRUSTED_PROXIES: 'none' }, false],
    [{ TRUSTED_PROXIES: '' }, false],
  ])('reads TRUSTED_PROXIES %o as %o', (env, trusted) => {
    expect(readConfig(env).trustedProxies).toEqual(trusted);
  });

  it.each(['everyone', '10.0.0.0/33', '::1/129', '300.1.1.1', 'none, loopback', '10.0.0.0/'])(
    'refuses the trusted proxy entry %s',
    (entry) => {
      expect(() => readConfig({ TRUSTED_PROXIES: entry })).toThrow(
        /^TRUSTED_PROXIES: ".*" is not an address, a CIDR range or loopback\/linklocal\/uniquelocal/,
      );
    },
  );

  it('refuses the old TRUST_PROXY rather than ignore it', () => {
    expect(() => readConfig({ TRUST_PROXY: 'loopback, uniquelocal' })).toThrow('TRUST_PROXY was replaced by TRUSTED_PROXIES');
  });

  it.each([
    [{ PORT: '40o0' }, 'PORT="40o0" is not a port (a whole number from 1 to 65535).'],
    [{ PORT: '0' }, 'PORT="0" is not a port (a whole number from 1 to 65535).'],
    [{ API_PORT: '40o0' }, 'API_PORT="40o0" is not a port (a whole number from 1 to 65535).'],
    [{ SANDBOX_ADMIN: 'enabled' }, 'SANDBOX_ADMIN="enabled" is not on or off.'],
    [
      { SANDBOX_PUBLIC_URL: 'localhost:4000' },
      'SANDBOX_PUBLIC_URL="localhost:4000" is not an http:// or https:// address (e.g. http://localhost:4000).',
    ],
    [
      { SANDBOX_PUBLIC_URL: 'http://user:s3cret@sandbox.example' },
      'SANDBOX_PUBLIC_URL must not carry a user name or password (the value is not shown).',
    ],
    [{ BOOKING_LIMIT_PER_MINUTE: 'ten' }, 'BOOKING_LIMIT_PER_MINUTE="ten" is not a whole number above 0.'],
    [{ ACCOUNT_LIMIT_PER_HOUR: '0' }, 'ACCOUNT_LIMIT_PER_HOUR="0" is not a whole number above 0.'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL="verbose" is not one of fatal, error, warn, info, debug, trace, silent.'],
    [
      { API_SECRET_KEY: 'two words' },
      'API_SECRET_KEY is not a usable key: it holds a space, a line break or a character outside ASCII (the value is not shown).',
    ],
  ])('refuses %j, naming the variable and what it expects', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('names every wrong variable, one line each', () => {
    expect(() => readConfig({ PORT: 'x', SANDBOX_ADMIN: 'yes please' })).toThrow(
      'PORT="x" is not a port (a whole number from 1 to 65535).\nSANDBOX_ADMIN="yes please" is not on or off.',
    );
  });

  it.each([
    [{}, { port: 4000, admin: false, publicUrl: 'http://localhost:4000', logLevel: 'info' }],
    [
      { PORT: ' 4300 ', SANDBOX_ADMIN: 'on', SANDBOX_PUBLIC_URL: 'https://sandbox.example/', LOG_LEVEL: 'warn' },
      { port: 4300, admin: true, publicUrl: 'https://sandbox.example', logLevel: 'warn' },
    ],
    [
      { PORT: '', SANDBOX_ADMIN: 'off' },
      { port: 4000, admin: false },
    ],
    // API_PORT, as the README and npm start name it; PORT (a container's) wins when both are set.
    [{ API_PORT: '4301' }, { port: 4301, publicUrl: 'http://localhost:4301' }],
    [{ API_PORT: '4301', PORT: '4302' }, { port: 4302 }],
  ])('reads %j', (env, expected) => {
    expect(readConfig(env)).toMatchObject(expected);
  });

  it('reads the admin key only when it is set', () => {
    expect(readConfig({}).adminKey).toBeNull();
    expect(readConfig({ SANDBOX_ADMIN_KEY: '' }).adminKey).toBeNull();
    expect(readConfig({ SANDBOX_ADMIN_KEY: 'k'.repeat(32) }).adminKey).toBe('k'.repeat(32));
  });

  it('reads each limit from its variable, with the documented defaults', () => {
    expect(readConfig({}).limits).toEqual({ signIn: 20, reset: 10, booking: 10, checkout: 10, account: 5, contact: 5, quoteRequest: 5 });
    const env = {
      SIGNIN_LIMIT_PER_MINUTE: '1',
      RESET_LIMIT_PER_MINUTE: '2',
      BOOKING_LIMIT_PER_MINUTE: '3',
      CHECKOUT_LIMIT_PER_MINUTE: '4',
      ACCOUNT_LIMIT_PER_HOUR: '5',
      CONTACT_LIMIT_PER_MINUTE: '6',
      QUOTE_REQUEST_LIMIT_PER_MINUTE: '7',
    };
    expect(readConfig(env).limits).toEqual({ signIn: 1, reset: 2, booking: 3, checkout: 4, account: 5, contact: 6, quoteRequest: 7 });
  });
});
