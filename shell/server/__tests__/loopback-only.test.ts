import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { KEYS, freePort, rawRequest, repoRoot, startNode, statusOf, type Child } from './servers';

// `npm start` serves a local demo: with no HOST, every part listens on loopback only, so the local
// network reaches neither the site nor the sandbox (whose admin routes hold password-reset codes).

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

const parts: Array<[string, (port: number) => Promise<Child>, string]> = [
  [
    'the shell server',
    (port) =>
      startNode(
        'shell/server/index.ts',
        {
          PORT: String(port),
          HOST: '',
          API_PUBLIC_KEY: KEYS.publicKey,
          API_SECRET_KEY: KEYS.secretKey,
          FRAME_PARENT_ORIGINS: '',
          ATTEMPTS_DB: ':memory:',
        },
        /\[shell-server\] http/,
      ),
    '/config.json',
  ],
  [
    'the portal server',
    (port) => startNode('examples/operator-portal/server.mjs', { PORT: String(port), HOST: '' }, /\[portal\] http/),
    '/portal-config.json',
  ],
  [
    "a remote's server",
    (port) => startNode('config/serve-remote.mjs', { HOST: '' }, /\[serve-remote\]/, ['--dir', 'mf-quote', '--port', String(port)]),
    '/package.json',
  ],
  [
    'the sandbox API',
    (port) =>
      startNode(
        path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
        { PORT: String(port), HOST: '', DB_FILE: ':memory:', SANDBOX_ADMIN: 'on', LOG_LEVEL: 'warn' },
        /Sandbox API on/,
        ['sandbox-api/src/main.ts'],
      ),
    '/sandbox/health',
  ],
];

it.each(parts)(
  '%s listens on loopback only unless HOST says otherwise',
  async (_name, start, probe) => {
    const port = await freePort();
    const server = await start(port);
    try {
      const request = `GET ${probe} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      expect(statusOf(await rawRequest(port, request))).toBe(200);
      if (lanAddress) expect(await rawRequest(port, request, { host: lanAddress })).toBe('');
    } finally {
      await server.stop();
    }
  },
  30_000,
);
