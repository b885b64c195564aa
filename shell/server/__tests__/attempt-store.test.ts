import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { openRedisStore } from '../attempts/redis-store';
import { openSqliteStore } from '../attempts/sqlite-store';
import type { Attempt, AttemptStore } from '../attempts/store';
import { describeWithRedis, startRedis, storedAttempt, tempDir } from './attempts';

// One suite, two stores: what the routes, the completion and the reconciler rely on, run against
// SQLite and against a real Redis. `other` is a second server on the same file or Redis.

const HOUR = 3_600_000;
let made = 0;

function attempt(changes: Partial<Attempt> = {}): Attempt {
  made += 1;
  const id = `attempt-${String(made).padStart(14, '0')}`;
  return storedAttempt(id, {
    idempotencyKey: `key-${made}`,
    booking: { payment_method: 'card', registrationData: { password: '' } },
    secrets: 'v1.sealed',
    sessionId: `cs_${made}`,
    ...changes,
  });
}

type Opened = { store: AttemptStore; other: AttemptStore; close: () => Promise<void> };

function behavesAsTheStore(open: () => Promise<Opened>) {
  let store: AttemptStore;
  let other: AttemptStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, other, close } = await open());
  }, 20_000);
  afterAll(() => close?.());

  const ids = (list: Attempt[]) => list.map((entry) => entry.id).sort();

  it('keeps an attempt and gives it back as it was; an unknown id is nothing', async () => {
    const made = attempt();
    await store.create(made);
    expect(await store.get(made.id)).toEqual(made);
    expect(await other.get(made.id)).toEqual(made);
    expect(await store.get('attempt-unknown-000000')).toBeNull();
    // (Judged by outcome: better-sqlite3's errors may come from another test file's realm in a jest worker.)
    expect(
      await store.create(made).then(
        () => 'made twice',
        () => 'refused',
      ),
    ).toBe('refused');
  });

  it('merges changes and stamps the time; an unknown attempt stays unknown', async () => {
    const made = attempt({ updatedAt: 1 });
    await store.create(made);
    const updated = await store.update(made.id, { status: 'failed', paymentId: 'pi_1', message: 'Refused.' });
    expect(updated).toEqual({ ...made, status: 'failed', paymentId: 'pi_1', message: 'Refused.', updatedAt: expect.any(Number) });
    expect(updated!.updatedAt).toBeGreaterThan(1);
    expect(await other.get(made.id)).toEqual(updated);
    expect(await store.update('attempt-unknown-000000', { status: 'booked' })).toBeNull();
    expect(await store.get('attempt-unknown-000000')).toBeNull();
    await store.remove(made.id);
    expect(await store.get(made.id)).toBeNull();
  });

  it('finds the attempts due: not booked, with a session, next look passed, made long enough ago', async () => {
    const now = Date.now() + 10 * HOUR;
    const due = [attempt({ nextCheckAt: now - 1 }), attempt({ status: 'failed', paymentId: 'pi', nextCheckAt: now })];
    const notDue = [
      attempt({ nextCheckAt: now + 1 }),
      attempt({ status: 'booked', nextCheckAt: now - 1 }),
      attempt({ sessionId: null, nextCheckAt: now - 1 }),
      attempt({ status: 'failed', expiredAt: now - 1, nextCheckAt: now - 1 }),
      attempt({ createdAt: now, nextCheckAt: now - 1 }),
    ];
    for (const entry of [...due, ...notDue]) await store.create(entry);
    const found = await other.due({ now, createdBefore: now - 1 });
    expect(ids(found.filter((entry) => [...due, ...notDue].some((made) => made.id === entry.id)))).toEqual(ids(due));
    expect(await store.due({ now, createdBefore: now - 1, limit: 1 })).toHaveLength(1);
    // Booked later: no longer due.
    await store.update(due[0].id, { status: 'booked' });
    expect(ids(await store.due({ now, createdBefore: now - 1 }))).not.toContain(due[0].id);
  });

  it('lets one server at a time hold an attempt, until it lets go or its lease lapses', async () => {
    const made = attempt();
    await store.create(made);
    expect(await store.claim(made.id, 'first', 10_000)).toBe(true);
    expect(await other.claim(made.id, 'second', 10_000)).toBe(false);
    await other.release(made.id, 'second');
    expect(await other.claim(made.id, 'second', 10_000)).toBe(false);
    await store.release(made.id, 'first');
    expect(await other.claim(made.id, 'second', 150)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.claim(made.id, 'third', 10_000)).toBe(true);
    // The lapsed holder's release does not free the new holder's lease.
    await other.release(made.id, 'second');
    expect(await other.claim(made.id, 'fourth', 10_000)).toBe(false);
    expect(await store.claim('attempt-unknown-000000', 'any', 10_000)).toBe(false);
  });

  it('lists the paid, unbooked attempts, oldest first', async () => {
    const older = attempt({ status: 'failed', paymentId: 'pi_old', createdAt: Date.now() - 2 * HOUR });
    const newer = attempt({ status: 'failed', paymentId: 'pi_new' });
    const others = [attempt({ status: 'booked' }), attempt()];
    for (const entry of [newer, ...others, older]) await store.create(entry);
    const listed = (await other.unresolved()).map((entry) => entry.id);
    expect(listed.filter((id) => id === older.id || id === newer.id)).toEqual([older.id, newer.id]);
    for (const entry of others) expect(listed).not.toContain(entry.id);
  });

  it('expires: bookings and unpaid attempts go; paid, unbooked and not-yet-known ones stay without secrets', async () => {
    const ttlMs = 24 * HOUR;
    const now = Date.now() + 100 * HOUR;
    const old = now - ttlMs - 1;
    const expiresAt = old + ttlMs;
    const booked = attempt({ createdAt: old, status: 'booked', secrets: null });
    const unpaid = attempt({ createdAt: old, unpaidCheckedAt: expiresAt });
    const noSession = attempt({ createdAt: old, sessionId: null });
    const paidUnbooked = attempt({ createdAt: old, status: 'failed', paymentId: 'pi_kept' });
    const notKnownYet = attempt({ createdAt: old, unpaidCheckedAt: expiresAt - 1 });
    const held = attempt({ createdAt: old, status: 'booked' });
    const young = attempt({ createdAt: now - ttlMs + 60_000, status: 'booked' });
    for (const entry of [booked, unpaid, noSession, paidUnbooked, notKnownYet, held, young]) await store.create(entry);
    expect(await other.claim(held.id, 'completing', 10_000)).toBe(true);

    await store.expire({ now, ttlMs });

    for (const gone of [booked, unpaid, noSession]) expect(await store.get(gone.id)).toBeNull();
    expect(await store.get(paidUnbooked.id)).toMatchObject({ status: 'failed', secrets: null, expiredAt: now, paymentId: 'pi_kept' });
    expect(await store.get(notKnownYet.id)).toMatchObject({ status: 'open', secrets: null, expiredAt: now });
    expect(await store.get(held.id)).toMatchObject({ status: 'booked', expiredAt: null });
    expect(await store.get(young.id)).toMatchObject({ expiredAt: null });
    // Handed to the operators: still listed, never retried; the open one still gets its last look.
    expect((await store.unresolved()).map((entry) => entry.id)).toContain(paidUnbooked.id);
    const due = (await store.due({ now: now + HOUR })).map((entry) => entry.id);
    expect(due).not.toContain(paidUnbooked.id);
    expect(due).toContain(notKnownYet.id);
    // A second pass has nothing left to change but the held one, once let go.
    await other.release(held.id, 'completing');
    expect(await other.expire({ now, ttlMs })).toEqual({ deleted: 1, kept: 0 });
  });
}

describe('the SQLite store', () => {
  const work = tempDir('attempt-store');
  const file = work.file('nested/folder/attempts.db');
  afterAll(() => work.remove());

  behavesAsTheStore(async () => {
    const store = await openSqliteStore(file);
    const other = await openSqliteStore(file);
    return { store, other, close: async () => (await store.close(), await other.close()) };
  });

  it('creates its folder and keeps the file in WAL mode', () => {
    expect(existsSync(file)).toBe(true);
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });
});

describeWithRedis('the Redis store', () => {
  behavesAsTheStore(async () => {
    const redis = await startRedis();
    const store = await openRedisStore(redis.url);
    const other = await openRedisStore(redis.url);
    return { store, other, close: async () => (await store.close(), await other.close(), await redis.stop()) };
  });

  it('refuses to start when Redis does not answer, instead of waiting for ever', async () => {
    await expect(openRedisStore('redis://127.0.0.1:1', { connectMs: 500, log: { error: () => {} } })).rejects.toThrow(/did not answer/);
  });
});
