import type { Db } from '../db/open';

/** Sandbox e-mail: nothing leaves the machine; messages are kept for the admin outbox route. */
export function sendMail(db: Db, to: string, subject: string, body: string): void {
  db.prepare('INSERT INTO outbox (recipient, subject, body) VALUES (?, ?, ?)').run(to, subject, body);
}

export type OutboxMessage = { to: string; subject: string; body: string; created_at: string };

export function readOutbox(db: Db, to?: string): OutboxMessage[] {
  const select = 'SELECT recipient AS "to", subject, body, created_at FROM outbox';
  return (
    to ? db.prepare(`${select} WHERE recipient = ? ORDER BY id DESC`).all(to) : db.prepare(`${select} ORDER BY id DESC LIMIT 200`).all()
  ) as OutboxMessage[];
}
