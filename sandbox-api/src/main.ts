import { buildApp } from './app';
import { readConfig } from './config';
import { openDb } from './db/open';
import { ensureSeeded } from './seed';

const config = readConfig();
const db = openDb(config.dbFile);
ensureSeeded(db);
const app = buildApp({ db, config, logger: { level: process.env.LOG_LEVEL || 'info' } });

try {
  await app.listen({ port: config.port, host: process.env.HOST || '0.0.0.0' });
  console.log(`Sandbox API on ${config.publicUrl} (admin routes ${config.admin ? 'ON' : 'off'})`);
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
