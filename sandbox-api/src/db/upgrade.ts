import Database from 'better-sqlite3';
import { SCHEMA } from './schema';

type Column = { name: string; type: string; notnull: 0 | 1; dflt_value: string | null };

const columnsOf = (db: Database.Database, table: string) => db.prepare(`PRAGMA table_info("${table}")`).all() as Column[];
const tablesOf = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map(
    (row) => row.name,
  );

/**
 * Adds to an existing file every column that SCHEMA declares and its tables lack, so that a database made
 * by an older version still opens (new columns take their declared defaults). Tables SCHEMA adds are
 * created by SCHEMA itself; this runs first, so that SCHEMA's indexes may name the new columns.
 */
export function addMissingColumns(db: Database.Database): string[] {
  const reference = new Database(':memory:');
  try {
    reference.exec(SCHEMA);
    const present = new Set(tablesOf(db));
    const added: string[] = [];
    db.transaction(() => {
      for (const table of tablesOf(reference).filter((name) => present.has(name))) {
        const have = new Set(columnsOf(db, table).map((column) => column.name));
        for (const column of columnsOf(reference, table).filter((c) => !have.has(c.name))) {
          const notNull = column.notnull ? ' NOT NULL' : '';
          const fallback = column.dflt_value === null ? '' : ` DEFAULT ${column.dflt_value}`;
          db.exec(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${column.type}${notNull}${fallback}`);
          added.push(`${table}.${column.name}`);
        }
      }
    })();
    return added;
  } finally {
    reference.close();
  }
}
