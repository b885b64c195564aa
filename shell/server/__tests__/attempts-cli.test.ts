import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openRedisStore } from '../attempts/redis-store';
import { openSqliteStore } from '../attempts/sqlite-store';
import type { Attempt, AttemptStore } from '../attempts/store';
import { describeWithRedis, startRedis, storedAttempt, tempDir } from './attempts';
import { nodeArgs, repoRoot } from './servers';

// `npm run attempts -- --unresolved`: an operator lists the paid, unbooked attempts from the store
// the shell's server uses, as a table or as JSON.

const REFUSED = 'The selected vehicle is no longer available at that time.';
const HOUR = 3_600_000;

function attempt(id: string, changes: Partial<Attempt>): Attempt {
  const createdAt = Date.UTC(2030, 4, 1, 9, 30);
  return storedAttempt(id, { createdAt, nextCheckAt: createdAt + HOUR, ...changes });
}

/** One paid, unbooked attempt among a booking and an unpaid one. */
async function seed(store: AttemptStore) {
  await store.create(attempt('paidAndRefused00000001', { status: 'failed', paymentId: 'pi_paid_1', message: REFUSED, outcome: 'refused' }));
  await store.create(attempt('bookedAlready000000002', { status: 'booked', paymentId: 'pi_paid_2' }));
  await store.create(attempt('notPaidYet000000000003', {}));
  await store.close();
}

const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, nodeArgs('shell/server/attempts-cli.ts', args), {
    cwd: repoRoot,
    env: { ...process.env, REDIS_URL: '', ...env },
    encoding: 'utf8',
  });

describe('the attempts CLI on the SQLite store', () => {
  const work = tempDir('attempts-cli');
  const env = { ATTEMPTS_DB: work.file('attempts.db') };
  beforeAll(async () => seed(await openSqliteStore(env.ATTEMPTS_DB)));
  afterAll(() => work.remove());

  it("is the root package's `npm run attempts`", () => {
    expect(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.attempts).toBe('tsx shell/server/attempts-cli.ts');
  });

  it('prints the paid, unbooked attempts as a table', () => {
    const { status, stdout } = run(['--unresolved'], env);
    expect(status).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`1 paid, unbooked checkout attempt (SQLite ${env.ATTEMPTS_DB}):`);
    expect(lines[2]).toMatch(/^Created \(UTC\)\s+Attempt\s+Amount\s+Session\s+Payment reference\s+Last error$/);
    expect(lines[3].split(/\s{2,}/)).toEqual([
      '2030-05-01 09:30:00',
      'paidAndRefused00000001',
      '45.50',
      'cs_paidAndRefused00000001',
      'pi_paid_1',
      REFUSED,
    ]);
    expect(lines).toHaveLength(4);
  });

  it("prints them as JSON with --json, as the operators' route does", () => {
    const { status, stdout } = run(['--unresolved', '--json'], env);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      attempts: [
        {
          id: 'paidAndRefused00000001',
          status: 'failed',
          amount: 4550,
          sessionId: 'cs_paidAndRefused00000001',
          url: null,
          booking: null,
          paymentReference: 'pi_paid_1',
          message: REFUSED,
          createdAt: '2030-05-01T09:30:00.000Z',
          lastError: REFUSED,
        },
      ],
    });
  });

  it('says there are none when there is no store yet, without making one', () => {
    const missing = work.file('not-there/attempts.db');
    const { status, stdout } = run(['--unresolved'], { ATTEMPTS_DB: missing });
    expect(status).toBe(0);
    expect(stdout).toBe(`No paid, unbooked checkout attempts (no SQLite file at ${missing}).\n`);
    expect(existsSync(missing)).toBe(false);
  });

  it('prints its usage with --help', () => {
    const { status, stdout } = run(['--help'], env);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run attempts -- --unresolved \[--json\]/);
  });

  it.each([
    [[], /say what to list: --unresolved/],
    [['--unresolved', '--all'], /Unknown option '--all'/],
    [['unresolved'], /positional argument/],
    [['--json=yes', '--unresolved'], /--json/],
  ])('refuses %j with a clear message, its usage and exit code 2', (args, message) => {
    const { status, stderr, stdout } = run(args, env);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage: npm run attempts');
    expect(stdout).toBe('');
  });
});

describeWithRedis('the attempts CLI on the Redis store (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
    await seed(await openRedisStore(redis.url));
  }, 20_000);
  afterAll(() => redis?.stop());

  it('lists from Redis when REDIS_URL is set', () => {
    const { status, stdout } = run(['--unresolved'], { REDIS_URL: redis.url, ATTEMPTS_DB: '/nonexistent/attempts.db' });
    expect(status).toBe(0);
    expect(stdout).toContain(`1 paid, unbooked checkout attempt (Redis ${redis.url}):`);
    expect(stdout).toContain('paidAndRefused00000001');
    expect(stdout).not.toContain('bookedAlready000000002');
  });
});

describe('one attempts database for every way of starting', () => {
  // `npm run attempts` runs at the root; `npm run serve -w shell` runs in shell/; npm start gives the server a path.
  const where = (cwd: string, env: Record<string, string | undefined>) =>
    spawnSync(process.execPath, nodeArgs(path.join(repoRoot, 'shell/server/attempts-cli.ts'), ['--unresolved']), {
      cwd,
      env: { ...process.env, REDIS_URL: '', ATTEMPTS_DB: '', INIT_CWD: '', ...env },
      encoding: 'utf8',
    }).stdout;

  it("is the repository root's .data/checkout-attempts.db, from the root or from shell/", async () => {
    const { DEMO_ATTEMPTS_DB, shellEnv, DEFAULT_PORTS } = await import('../../../config/stack.mjs');
    const { readAttemptsEnv, readServerEnv } = await import('../env');
    expect(DEMO_ATTEMPTS_DB).toBe(path.join(repoRoot, '.data/checkout-attempts.db'));
    for (const cwd of [repoRoot, path.join(repoRoot, 'shell')]) expect(where(cwd, {})).toContain(`${DEMO_ATTEMPTS_DB})`);
    // The shell's server (npm run serve -w shell), the attempts server and npm start's environment agree.
    expect(readServerEnv({}).attempts.dbFile).toBe(DEMO_ATTEMPTS_DB);
    expect(readAttemptsEnv({}).dbFile).toBe(DEMO_ATTEMPTS_DB);
    expect(shellEnv(DEFAULT_PORTS, {}).ATTEMPTS_DB).toBe(DEMO_ATTEMPTS_DB);
  });

  it('takes a relative ATTEMPTS_DB from the folder the command was typed in (npm -w runs in the workspace)', async () => {
    const { readAttemptsEnv } = await import('../env');
    expect(readAttemptsEnv({ ATTEMPTS_DB: 'x/attempts.db', INIT_CWD: '/srv/site' }).dbFile).toBe('/srv/site/x/attempts.db');
    expect(where(path.join(repoRoot, 'shell'), { ATTEMPTS_DB: 'not-there/a.db', INIT_CWD: repoRoot })).toContain(
      `no SQLite file at ${path.join(repoRoot, 'not-there/a.db')})`,
    );
  });
});
