// The attempt store in Redis (REDIS_URL), for several shell servers: one JSON value per attempt,
// sorted sets for what the reconciler, expiry and the operators' list look up, and a lease key per
// attempt (SET NX PX). Writes other than create happen under the lease, so read-merge-write is safe.
import { createClient } from 'redis';
import type { Attempt, AttemptStore, ExpiryCounts, Log } from './store';
import { LEASE_MS, awaitsExpiry, expiredChanges, expiryOf, isReconcilable, isUnresolved } from './record';

// Deletes the lease only if it is still ours (it may have lapsed and been taken by another server).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** The address without its credentials, for messages. */
const redisWhere = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
};

/**
 * Connects to Redis at `url` (refused after `connectMs` without an answer); `prefix` keeps the keys
 * apart from anything else in the database. While the connection is down, calls fail at once (the
 * routes answer 503) instead of queueing.
 */
export async function openRedisStore(
  url: string,
  {
    prefix = 'checkout-attempts:',
    log = console,
    connectMs = 10_000,
  }: { prefix?: string; log?: Pick<Log, 'error'>; connectMs?: number } = {},
): Promise<AttemptStore> {
  const client = createClient({ url, disableOfflineQueue: true });
  let lastError = '';
  client.on('error', (error) => {
    if (error.message !== lastError) log.error(`[checkout-attempts] Redis ${redisWhere(url)}: ${error.message}`);
    lastError = error.message;
  });
  client.on('ready', () => (lastError = ''));
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis at ${redisWhere(url)} did not answer in ${connectMs / 1000} s`)), connectMs);
  });
  try {
    await Promise.race([client.connect(), timeUp]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const keyOf = (id: string) => `${prefix}attempt:${id}`;
  const leaseOf = (id: string) => `${prefix}lease:${id}`;
  const sets = { due: `${prefix}due`, expiry: `${prefix}expiry`, unresolved: `${prefix}unresolved` };

  /** The record and its place in each sorted set, in one MULTI. */
  const write = (attempt: Attempt, { onlyNew = false } = {}) => {
    const multi = client.multi().set(keyOf(attempt.id), JSON.stringify(attempt), onlyNew ? { condition: 'NX' } : {});
    const index = (set: string, member: boolean, score: number) =>
      member ? multi.zAdd(set, { score, value: attempt.id }) : multi.zRem(set, attempt.id);
    index(sets.due, isReconcilable(attempt), attempt.nextCheckAt);
    index(sets.expiry, awaitsExpiry(attempt), attempt.createdAt);
    index(sets.unresolved, isUnresolved(attempt), attempt.createdAt);
    return multi.exec();
  };

  const parse = (value: string | null): Attempt | null => (value ? JSON.parse(value) : null);
  const get = async (id: string) => parse(await client.get(keyOf(id)));
  const getMany = async (ids: string[]) => (ids.length ? (await client.mGet(ids.map(keyOf))).map(parse) : []);
  const remove = (id: string) => client.multi().del(keyOf(id)).zRem(sets.due, id).zRem(sets.expiry, id).zRem(sets.unresolved, id).exec();
  const claim = async (id: string, token: string, ms = LEASE_MS) =>
    (await client.exists(keyOf(id))) === 1 &&
    (await client.set(leaseOf(id), token, { condition: 'NX', expiration: { type: 'PX', value: Math.ceil(ms) } })) === 'OK';
  const release = async (id: string, token: string) => {
    await client.eval(RELEASE, { keys: [leaseOf(id)], arguments: [token] });
  };
  const renew = async (id: string, token: string, ms = LEASE_MS) =>
    (await client.eval(RENEW, { keys: [leaseOf(id)], arguments: [token, String(Math.ceil(ms))] })) === 1;

  return {
    kind: 'Redis',
    where: redisWhere(url),
    async create(attempt) {
      const [created] = await write(attempt, { onlyNew: true });
      if (String(created) !== 'OK') throw new Error(`checkout attempt ${attempt.id} exists already`);
    },
    get,
    async update(id, changes) {
      const current = await get(id);
      if (!current) return null;
      const next = { ...current, ...changes, id, updatedAt: Date.now() };
      await write(next);
      return next;
    },
    async remove(id) {
      await remove(id);
    },
    async due({ now, createdBefore = now, limit = 50 }) {
      const ids = await client.zRangeByScore(sets.due, '-inf', now, { LIMIT: { offset: 0, count: limit } });
      const attempts = await getMany(ids);
      const gone = ids.filter((_id, at) => !attempts[at]);
      if (gone.length) await client.zRem(sets.due, gone);
      return attempts.filter(
        (attempt): attempt is Attempt => attempt !== null && isReconcilable(attempt) && attempt.createdAt <= createdBefore,
      );
    },
    claim,
    release,
    renew,
    async unresolved() {
      return (await getMany(await client.zRange(sets.unresolved, 0, -1))).filter((attempt): attempt is Attempt => attempt !== null);
    },
    async expire({ now = Date.now(), ttlMs }) {
      const counts: ExpiryCounts = { deleted: 0, kept: 0 };
      const token = `expiry-${now}-${Math.random().toString(36).slice(2)}`;
      for (const id of await client.zRangeByScore(sets.expiry, '-inf', now - ttlMs)) {
        // An attempt another server is completing is left for the next pass.
        if (!(await claim(id, token, 10_000))) {
          if (!(await client.exists(keyOf(id)))) await remove(id);
          continue;
        }
        try {
          const attempt = await get(id);
          const action = attempt && expiryOf(attempt, now, ttlMs);
          if (action === 'delete') await remove(id);
          if (attempt && action === 'keep') await write({ ...attempt, ...expiredChanges(attempt, now), updatedAt: now });
          if (action) counts[action === 'delete' ? 'deleted' : 'kept'] += 1;
        } finally {
          await release(id, token);
        }
      }
      return counts;
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
