import { freePort, runNodeToEnd, startNode, takenPort, KEYS } from './servers';

// What an operator reads when the shell's server or the checkout attempts server cannot start: one
// line per wrong or missing variable, or for a port already in use, and exit code 1; never a stack trace.

const SHELL = 'shell/server/index.ts';
const ATTEMPTS = 'shell/server/attempts-server.ts';
const PORT_RULE = 'is not a port (a whole number from 1 to 65535).';
/** Everything a start needs, with no port variable of the stack set (the test's own environment may have some). */
const BASE = {
  HOST: '127.0.0.1',
  ATTEMPTS_DB: ':memory:',
  ATTEMPTS_SECRET: 'test-attempts-secret-0123456789',
  NODE_ENV: undefined,
  API_BASE_URL: 'http://127.0.0.1:9',
  API_PUBLIC_KEY: KEYS.publicKey,
  API_SECRET_KEY: KEYS.secretKey,
  FRAME_PARENT_ORIGINS: '',
  PORT: undefined,
  SHELL_PORT: undefined,
  SEARCH_PORT: undefined,
  QUOTE_PORT: undefined,
  CHECKOUT_PORT: undefined,
  CORPORATE_PORT: undefined,
  API_PORT: undefined,
};
const lines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe.each([
  ["the shell's server", SHELL, '[shell-server]'],
  ['the checkout attempts server', ATTEMPTS, '[attempts-server]'],
])('%s refuses a wrong variable in one line', (_name, script, prefix) => {
  it.each([
    [{ SHELL_PORT: '50x0' }, `SHELL_PORT="50x0" ${PORT_RULE}`],
    [{ PORT: '70000' }, `PORT="70000" ${PORT_RULE}`],
    [{ PORT: '3000.5' }, `PORT="3000.5" ${PORT_RULE}`],
    [{ API_PORT: 'four thousand' }, `API_PORT="four thousand" ${PORT_RULE}`],
    // Browsers and Node's fetch refuse these (config/stack.mjs's BLOCKED_PORTS): the server is never reached.
    [
      { PORT: '6000' },
      `PORT="6000" is a port browsers and Node's fetch refuse to connect to (the WHATWG Fetch bad-ports list): choose another.`,
    ],
    [
      { API_PORT: '10080' },
      `API_PORT="10080" is a port browsers and Node's fetch refuse to connect to (the WHATWG Fetch bad-ports list): choose another.`,
    ],
    [
      { API_BASE_URL: 'dispatch.example.com' },
      'API_BASE_URL="dispatch.example.com" is not an http:// or https:// address (e.g. https://dispatch.example.com).',
    ],
    [
      { API_BASE_URL: 'https://dispatch.example.com/?key=1' },
      'API_BASE_URL="https://dispatch.example.com/?key=1" is not an http:// or https:// address (e.g. https://dispatch.example.com).',
    ],
    // A password in the address is a secret: refused, never echoed.
    [
      { API_BASE_URL: 'https://user:s3cret@dispatch.example.com' },
      'API_BASE_URL must not carry a user name or password (the value is not shown); give the keys in their own variables.',
    ],
    [
      { REMOTE_QUOTE_URL: 'quote.example/mf-manifest.json' },
      'REMOTE_QUOTE_URL="quote.example/mf-manifest.json" is not an http:// or https:// address (e.g. https://quote.example/mf-manifest.json).',
    ],
    [{ HSTS: 'sometimes' }, 'HSTS="sometimes" is not on or off.'],
    [{ API_TIMEOUT_SECONDS: 'soon' }, 'API_TIMEOUT_SECONDS="soon" is not a number of seconds above 0.'],
    // A key of only spaces is no key, nor taken as unset (ATTEMPTS_SECRET would be a key of this process only).
    [{ ATTEMPTS_SECRET: ' '.repeat(20) }, 'ATTEMPTS_SECRET holds only spaces: give the key itself, or leave it unset.'],
    [{ API_SECRET_KEY: ' '.repeat(20) }, 'API_SECRET_KEY holds only spaces: give the key itself, or leave it unset.'],
    // A key is never echoed.
    [
      { API_SECRET_KEY: 'two words' },
      'API_SECRET_KEY is not a usable key: it holds a space, a line break or a character outside ASCII (the value is not shown).',
    ],
  ])('%j', async (env, message) => {
    const { code, output } = await runNodeToEnd(script, { ...BASE, ...env });
    expect({ code, lines: lines(output) }).toEqual({ code: 1, lines: [`${prefix} cannot start: ${message}`] });
  });

  it('names every wrong variable, one line each', async () => {
    const { code, output } = await runNodeToEnd(script, { ...BASE, PORT: 'x', HSTS: 'maybe' });
    expect({ code, lines: lines(output) }).toEqual({
      code: 1,
      lines: [`${prefix} cannot start: PORT="x" ${PORT_RULE}`, `${prefix} cannot start: HSTS="maybe" is not on or off.`],
    });
  });
});

describe.each([
  ["the shell's server", SHELL, '[shell-server]'],
  ['the checkout attempts server', ATTEMPTS, '[attempts-server]'],
])('%s with NODE_ENV=production', (_name, script, prefix) => {
  const missing = {
    API_BASE_URL: `${prefix} cannot start: API_BASE_URL is not set: with NODE_ENV=production there is no default; give the dispatch API's address (e.g. https://dispatch.example.com).`,
    API_PUBLIC_KEY: `${prefix} cannot start: API_PUBLIC_KEY is not set: with NODE_ENV=production there is no default; give the dispatch API's public key.`,
    API_SECRET_KEY: `${prefix} cannot start: API_SECRET_KEY is not set: with NODE_ENV=production there is no default; give the dispatch API's secret key.`,
  };

  it.each([[['API_BASE_URL', 'API_PUBLIC_KEY', 'API_SECRET_KEY']], [['API_SECRET_KEY']], [['API_BASE_URL', 'API_PUBLIC_KEY']]] as Array<
    [Array<keyof typeof missing>]
  >)('stops without %j, one line each', async (names) => {
    const unset = Object.fromEntries(names.map((name) => [name, name === 'API_SECRET_KEY' ? '' : undefined]));
    const { code, output } = await runNodeToEnd(script, { ...BASE, PORT: '2', NODE_ENV: 'production', ...unset });
    expect({ code, lines: lines(output) }).toEqual({ code: 1, lines: names.map((name) => missing[name]) });
  });
});

describe("the sandbox's demo keys, outside production", () => {
  it("are used, and the shell's server says so once at start", async () => {
    const port = String(await freePort());
    const server = await startNode(
      SHELL,
      { ...BASE, PORT: port, API_PUBLIC_KEY: undefined, API_SECRET_KEY: undefined },
      /\[shell-server\] http/,
    );
    await server.stop();
    const notes = lines(server.output()).filter((line) => line.includes('demo keys'));
    expect(notes).toEqual([
      "[shell-server] local demo: API_PUBLIC_KEY and API_SECRET_KEY are not set, so the sandbox's demo keys are used; a real deployment sets them (and NODE_ENV=production).",
    ]);
  });
});

describe.each([
  [
    "the shell's server",
    SHELL,
    (port: number) =>
      `[shell-server] cannot start: port ${port} is in use (the shell's server). Stop what uses it, or set SHELL_PORT/PORT.`,
  ],
  [
    'the checkout attempts server',
    ATTEMPTS,
    (port: number) =>
      `[attempts-server] cannot start: port ${port} is in use (the checkout attempts server). Stop what uses it, or set PORT.`,
  ],
])('%s on a port already in use', (_name, script, message) => {
  it('says which port and which part in one line, and exits with 1', async () => {
    const taken = await takenPort();
    try {
      const { code, output } = await runNodeToEnd(script, { ...BASE, PORT: String(taken.port) });
      expect(code).toBe(1);
      expect(lines(output)).toContain(message(taken.port));
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      await taken.close();
    }
  });
});
