import { readConfig } from './config';
import { openDb } from './db/open';
import { resetToSeed } from './seed';

// npm run seed: puts the database file back to the seed.
const config = readConfig();
const db = openDb(config.dbFile);
resetToSeed(db);
db.close();
console.log(`Sandbox database reset to its seed: ${config.dbFile}`);
