import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SCHEMA } from './schema';
import { addMissingColumns } from './upgrade';

export type Db = Database.Database;

/** Opens (creating if needed) the database file, or an in-memory one for ':memory:'; an older file gains the columns added since. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  addMissingColumns(db);
  db.exec(SCHEMA);
  return db;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per database: preparing costs more than running on hot paths. */
export function prepared(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
