import { buildApp } from './app';
import { readConfig } from './config';
import { openDb } from './db/open';
import { ensureSeeded } from './seed';

const config = readConfig();
const db = openDb(config.dbFile);
ensureSeeded(db);
const app = buildApp({ db, config, logger: { level: process.env.LOG_LEVEL || 'info' } });

try {
  // 'localhost' listens on both 127.0.0.1 and ::1; a container sets HOST=0.0.0.0.
  await app.listen({ port: config.port, host: config.host });
  console.log(`Sandbox API on ${config.publicUrl}, listening on ${config.host}:${config.port} (admin routes ${config.admin ? 'ON' : 'off'})`);
} catch (error) {
  console.error(error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
