import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoShellEnv, unresolvedListLines } from '../demo-attempts.mjs';
import { DEFAULT_PORTS, DEMO_ATTEMPTS_DB } from '../stack.mjs';
import { repoRoot } from './run-node';

// npm start and npm run dev keep the checkout attempts' keys beside the attempts' database: made at
// random on the first start, the same on every later one, so a restart opens what was sealed before.

let work: string;
let db: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'demo-attempts-'));
  db = path.join(work, 'attempts', 'checkout-attempts.db');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const secretFile = () => path.join(work, 'attempts', 'attempts-secret');
const adminKeyFile = () => path.join(work, 'attempts', 'attempts-admin-key');
const start = (env: Record<string, string> = {}) => demoShellEnv(DEFAULT_PORTS, { ATTEMPTS_DB: db, ...env });

describe("the demo's attempts keys", () => {
  it('are made once at random beside the database, readable by their owner only, and the same on every later start', () => {
    const first = start();
    expect(first.ATTEMPTS_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.ATTEMPTS_ADMIN_KEY).toMatch(/^[\w-]{43}$/);
    expect(first.ATTEMPTS_ADMIN_KEY).not.toBe(first.ATTEMPTS_SECRET);
    expect(readFileSync(secretFile(), 'utf8').trim()).toBe(first.ATTEMPTS_SECRET);
    expect(readFileSync(adminKeyFile(), 'utf8').trim()).toBe(first.ATTEMPTS_ADMIN_KEY);
    for (const file of [secretFile(), adminKeyFile()]) expect((statSync(file).mode & 0o777).toString(8)).toBe('600');

    expect(start()).toEqual(first);
    const elsewhere = demoShellEnv(DEFAULT_PORTS, { ATTEMPTS_DB: path.join(work, 'other', 'attempts.db') });
    expect(elsewhere.ATTEMPTS_SECRET).not.toBe(first.ATTEMPTS_SECRET);
  });

  it('are the same for starts racing each other', async () => {
    const script = `import { demoShellEnv } from ${JSON.stringify(path.join(repoRoot, 'config/demo-attempts.mjs'))};
      process.stdout.write(demoShellEnv({ shell: 1, search: 2, quote: 3, checkout: 4, corporate: 5, api: 6 }, { ATTEMPTS_DB: ${JSON.stringify(db)} }).ATTEMPTS_SECRET);`;
    const one = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('close', () => resolve(out));
      });
    const secrets = await Promise.all(Array.from({ length: 6 }, one));
    expect(new Set(secrets)).toEqual(new Set([readFileSync(secretFile(), 'utf8').trim()]));
  });

  it('give way to ATTEMPTS_SECRET and ATTEMPTS_ADMIN_KEY in the environment: no file is read or made', () => {
    mkdirSync(secretFile(), { recursive: true }); // a file that could not be read, were it read
    const given = start({ ATTEMPTS_SECRET: 'the-operators-own-secret', ATTEMPTS_ADMIN_KEY: 'the-operators-own-key' });
    expect(given).toMatchObject({ ATTEMPTS_SECRET: 'the-operators-own-secret', ATTEMPTS_ADMIN_KEY: 'the-operators-own-key' });
    expect(() => statSync(adminKeyFile())).toThrow(/ENOENT/);
    // Only the one not given is kept.
    rmSync(secretFile(), { recursive: true });
    const secretKept = start({ ATTEMPTS_ADMIN_KEY: 'the-operators-own-key' });
    expect(secretKept.ATTEMPTS_SECRET).toBe(readFileSync(secretFile(), 'utf8').trim());
    expect(() => statSync(adminKeyFile())).toThrow(/ENOENT/);
  });

  it.each(['ATTEMPTS_SECRET', 'ATTEMPTS_ADMIN_KEY'])('refuse a %s of only spaces in one line naming it, making no file', (name) => {
    expect(() => start({ [name]: ' '.repeat(20) })).toThrow(
      `${name} holds only spaces: give the key itself, or leave it unset (a kept key is then used).`,
    );
    expect(() => statSync(secretFile())).toThrow(/ENOENT/);
  });

  it.each([
    ['too short', () => writeFileSync(secretFile(), 'short\n'), 'is too short (5 characters, at least 16): delete it to make a new key.'],
    ['unreadable', () => mkdirSync(secretFile()), 'cannot be read (EISDIR): make it readable, or delete it to make a new key.'],
    [
      'not one printable word',
      () => writeFileSync(secretFile(), 'two words of sixteen and more'),
      'holds a space or a character that is not printable ASCII: delete it to make a new key.',
    ],
  ])('stop the start in one line naming a kept file that is %s', (_case, spoil, message) => {
    mkdirSync(path.dirname(secretFile()), { recursive: true });
    spoil();
    expect(() => start()).toThrow(`${secretFile()} ${message}`);
  });

  it("sit in the repository's .data/ by default; a relative ATTEMPTS_DB is in the folder the command was typed in", () => {
    expect(path.dirname(DEMO_ATTEMPTS_DB)).toBe(path.join(repoRoot, '.data'));
    const script = `import { demoShellEnv } from ${JSON.stringify(path.join(repoRoot, 'config/demo-attempts.mjs'))};
      process.stdout.write(demoShellEnv({ shell: 1, search: 2, quote: 3, checkout: 4, corporate: 5, api: 6 }, { ATTEMPTS_DB: 'here/attempts.db' }).ATTEMPTS_DB);`;
    const typedIn = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: work, encoding: 'utf8' });
    expect(typedIn.stdout).toBe(path.join(work, 'here/attempts.db'));
    expect(readFileSync(path.join(work, 'here/attempts-secret'), 'utf8')).toMatch(/^[\w-]{43}\n$/);
  });
});

describe("how the demo's operator lists unresolved payments", () => {
  it('reads the admin key from its file, never prints it, and names a store that is not the default', () => {
    const shell = start();
    const lines = unresolvedListLines(shell, { ATTEMPTS_DB: db }).join('\n');
    expect(lines).not.toContain(shell.ATTEMPTS_ADMIN_KEY);
    expect(lines).toContain(`    ATTEMPTS_DB=${db} npm run attempts -- --unresolved\n`);
    expect(lines).toContain(
      `    curl -H "X-Admin-Key: $(cat ${adminKeyFile()})" http://localhost:3000/site/checkout-attempts?status=unresolved`,
    );
    const given = { ...shell, ATTEMPTS_DB: DEMO_ATTEMPTS_DB };
    const plain = unresolvedListLines(given, { ATTEMPTS_ADMIN_KEY: 'the-operators-own-key' }).join('\n');
    expect(plain).toContain('\n    npm run attempts -- --unresolved\n');
    expect(plain).toContain('curl -H "X-Admin-Key: $ATTEMPTS_ADMIN_KEY" http://localhost:3000/');
  });
});
