// The attempt store in one SQLite file (WAL): the default, for one server. Several servers on one
// machine may share the file; several machines share Redis instead (redis-store.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Attempt, AttemptStore, ExpiryCounts } from './store';
import { LEASE_MS, awaitsExpiry, expiredChanges, expiryOf, isReconcilable, isUnresolved } from './record';

// The queried fields are columns, kept in step with the record on every write; the rest is JSON.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS checkout_attempts (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  next_check_at INTEGER,
  unresolved INTEGER NOT NULL,
  awaits_expiry INTEGER NOT NULL,
  secrets TEXT,
  record TEXT NOT NULL,
  lease_token TEXT,
  lease_until INTEGER
);
CREATE INDEX IF NOT EXISTS checkout_attempts_due ON checkout_attempts (next_check_at) WHERE next_check_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS checkout_attempts_expiry ON checkout_attempts (created_at) WHERE awaits_expiry = 1;
CREATE INDEX IF NOT EXISTS checkout_attempts_unresolved ON checkout_attempts (created_at) WHERE unresolved = 1;
`;

/** A row as the table holds it. */
type Row = { record: string; secrets: string | null };

const columns = (attempt: Attempt) => {
  const { secrets = null, ...record } = attempt;
  return {
    id: attempt.id,
    status: attempt.status,
    created_at: attempt.createdAt,
    next_check_at: isReconcilable(attempt) ? attempt.nextCheckAt : null,
    unresolved: isUnresolved(attempt) ? 1 : 0,
    awaits_expiry: awaitsExpiry(attempt) ? 1 : 0,
    secrets,
    record: JSON.stringify(record),
  };
};

const toAttempt = (row: unknown): Attempt | null => (row ? { ...JSON.parse((row as Row).record), secrets: (row as Row).secrets } : null);
/** Rows of a query that selects whole attempts: never null. */
const toAttempts = (rows: unknown[]) => rows.map(toAttempt).filter((attempt): attempt is Attempt => attempt !== null);

/** Opens (creating the folder and the file when missing) the SQLite store at `file`. */
export async function openSqliteStore(file: string): Promise<AttemptStore> {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const sql = {
    insert: db.prepare(`INSERT INTO checkout_attempts (id, status, created_at, next_check_at, unresolved, awaits_expiry, secrets, record)
      VALUES (@id, @status, @created_at, @next_check_at, @unresolved, @awaits_expiry, @secrets, @record)`),
    write: db.prepare(`UPDATE checkout_attempts SET status = @status, next_check_at = @next_check_at, unresolved = @unresolved,
      awaits_expiry = @awaits_expiry, secrets = @secrets, record = @record WHERE id = @id`),
    get: db.prepare('SELECT * FROM checkout_attempts WHERE id = ?'),
    remove: db.prepare('DELETE FROM checkout_attempts WHERE id = ?'),
    due: db.prepare('SELECT * FROM checkout_attempts WHERE next_check_at <= ? AND created_at <= ? ORDER BY next_check_at LIMIT ?'),
    claim: db.prepare(`UPDATE checkout_attempts SET lease_token = ?, lease_until = ?
      WHERE id = ? AND (lease_until IS NULL OR lease_until <= ?)`),
    release: db.prepare('UPDATE checkout_attempts SET lease_token = NULL, lease_until = NULL WHERE id = ? AND lease_token = ?'),
    renew: db.prepare('UPDATE checkout_attempts SET lease_until = ? WHERE id = ? AND lease_token = ?'),
    unresolved: db.prepare('SELECT * FROM checkout_attempts WHERE unresolved = 1 ORDER BY created_at'),
    expiring: db.prepare(`SELECT * FROM checkout_attempts WHERE awaits_expiry = 1 AND created_at <= ?
      AND (lease_until IS NULL OR lease_until <= ?)`),
  };

  // Read, merge and write in one IMMEDIATE transaction: another process's write waits for it.
  const update = db.transaction((id: string, changes: Partial<Attempt>) => {
    const current = toAttempt(sql.get.get(id));
    if (!current) return null;
    const next = { ...current, ...changes, id, updatedAt: Date.now() };
    sql.write.run(columns(next));
    return next;
  });

  const expire = db.transaction(({ now, ttlMs }: { now: number; ttlMs: number }) => {
    const counts: ExpiryCounts = { deleted: 0, kept: 0 };
    // Leases are real time, whatever `now` the caller judges expiry by.
    for (const attempt of toAttempts(sql.expiring.all(now - ttlMs, Date.now()))) {
      const action = expiryOf(attempt, now, ttlMs);
      if (action === 'delete') sql.remove.run(attempt.id);
      if (action === 'keep') sql.write.run(columns({ ...attempt, ...expiredChanges(attempt, now), updatedAt: now }));
      if (action) counts[action === 'delete' ? 'deleted' : 'kept'] += 1;
    }
    return counts;
  });

  return {
    kind: 'SQLite',
    where: file,
    async create(attempt) {
      sql.insert.run(columns(attempt));
    },
    async get(id) {
      return toAttempt(sql.get.get(id));
    },
    async update(id, changes) {
      return update.immediate(id, changes);
    },
    async remove(id) {
      sql.remove.run(id);
    },
    async due({ now, createdBefore = now, limit = 50 }) {
      return toAttempts(sql.due.all(now, createdBefore, limit));
    },
    async claim(id, token, ms = LEASE_MS) {
      const now = Date.now();
      return sql.claim.run(token, now + ms, id, now).changes === 1;
    },
    async release(id, token) {
      sql.release.run(id, token);
    },
    async renew(id, token, ms = LEASE_MS) {
      return sql.renew.run(Date.now() + ms, id, token).changes === 1;
    },
    async unresolved() {
      return toAttempts(sql.unresolved.all());
    },
    async expire({ now = Date.now(), ttlMs }) {
      return expire.immediate({ now, ttlMs });
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
