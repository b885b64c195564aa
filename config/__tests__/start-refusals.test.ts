import { runNode } from './run-node';

// The start commands refuse a wrong setting at once, in one line naming it, before anything starts
// (and before any build): a port browsers refuse, a key of only spaces.

const PRODUCTION = {
  API_BASE_URL: 'https://dispatch.example.com',
  API_PUBLIC_KEY: 'test-public',
  API_SECRET_KEY: 'test-secret',
  ATTEMPTS_SECRET: 'test-attempts-secret-0123456789',
};
const RULE = "is a port browsers and Node's fetch refuse to connect to (the WHATWG Fetch bad-ports list): choose another.";

describe('a start command given a port browsers refuse', () => {
  it.each([
    ['npm start', 'scripts/start.mjs', ['--skip-build'], '[start]'],
    ['npm run dev', 'scripts/dev.mjs', [], '[dev]'],
    ['npm run start:prod', 'scripts/start-prod.mjs', ['--skip-build'], '[start:prod]'],
  ])('%s stops at once, in one line naming API_PORT', (_name, script, args, tag) => {
    const started = Date.now();
    const { status, stdout, stderr } = runNode([script, ...args], {
      ...(tag === '[start:prod]' ? PRODUCTION : { API_BASE_URL: '' }),
      API_PORT: '6000',
    });
    expect([status, stdout, stderr]).toEqual([1, '', `${tag} API_PORT="6000" ${RULE}\n`]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('a start command given a key of only spaces', () => {
  it.each(['ATTEMPTS_SECRET', 'API_SECRET_KEY'])('npm run start:prod refuses a %s of 20 spaces, in one line naming it', (name) => {
    const { status, stdout, stderr } = runNode(['scripts/start-prod.mjs', '--skip-build'], { ...PRODUCTION, [name]: ' '.repeat(20) });
    expect([status, stdout]).toEqual([1, '']);
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(new RegExp(`^\\[start:prod\\] ${name} holds only spaces: give `)),
    ]);
  });
});
