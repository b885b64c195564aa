import { buildApp } from './app';
import { readConfig, type Config } from './config';
import { openDb } from './db/open';
import { ensureSeeded } from './seed';

const PREFIX = '[sandbox-api]';

/** One line per problem, `[sandbox-api] cannot start: ...`, then exit code 1: an operator's message, not a stack trace. */
function stop(lines: string[]): never {
  for (const line of lines) console.error(`${PREFIX} cannot start: ${line}`);
  process.exit(1);
}

/** What went wrong listening, in one sentence. */
function listenProblem(error: NodeJS.ErrnoException, { port, host }: Config): string {
  const part = 'the sandbox API';
  if (error.code === 'EADDRINUSE')
    return `port ${port} is in use (${part}). Stop what uses it, or move the sandbox with API_PORT (or PORT).`;
  if (error.code === 'EACCES')
    return `port ${port} needs privileges this process does not have (${part}). Use a port above 1023: set API_PORT (or PORT).`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `HOST="${host}" is not an address of this machine (${part}). Use localhost, 0.0.0.0 or one of its addresses.`;
  return `cannot listen on ${host} port ${port} (${part}): ${error.message}`;
}

let config: Config;
try {
  config = readConfig();
} catch (error) {
  stop((error as Error).message.split('\n'));
}
const db = openDb(config.dbFile);
ensureSeeded(db);
const app = buildApp({ db, config, logger: { level: config.logLevel } });

try {
  // 'localhost' listens on both 127.0.0.1 and ::1; a container sets HOST=0.0.0.0.
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Sandbox API on ${config.publicUrl}, listening on ${config.host}:${config.port} (admin routes ${config.admin ? 'ON' : 'off'})`,
  );
} catch (error) {
  db.close();
  stop([listenProblem(error as NodeJS.ErrnoException, config)]);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
