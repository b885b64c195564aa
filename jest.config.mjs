// One jest run over every package; each project keeps its own environment.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const project = (name, testEnvironment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // cookie 2 (used by fastify.inject through light-my-request) ships only as ESM.
  transformIgnorePatterns: ['/node_modules/(?!(@date-fns|date-fns|cookie)/)'],
  moduleNameMapper: {
    '^@booking/shared/(.*)$': '<rootDir>/../shared/src/$1/index.ts',
    '\\.(svg|png|css)$': '<rootDir>/../config/jest-file-stub.cjs',
  },
  setupFilesAfterEnv: testEnvironment === 'jsdom' ? ['<rootDir>/../config/jest-setup-dom.ts'] : [],
});
export default {
  rootDir: '.',
  // A test may wait 5 s for a screen (config/jest-setup-dom.ts): more than one wait fits in a test.
  testTimeout: 20_000,
  // Every core: jest's default leaves one for itself, which on CI's 2 cores means one test file at a time.
  maxWorkers: '100%',
  // The lint test's probe folders come and go inside src folders.
  watchPathIgnorePatterns: ['/\\.lint-probes-'],
  projects: [
    project('shared', 'jsdom'),
    project('sandbox-api', 'node'),
    project('mf-search', 'jsdom'),
    project('mf-quote', 'jsdom'),
    project('mf-checkout', 'jsdom'),
    // types/ is the packed types package (docs/decisions/portals.md), named as the remote: out of the module map.
    { ...project('mf-corporate', 'jsdom'), modulePathIgnorePatterns: ['<rootDir>/types/'] },
    project('shell', 'jsdom'),
    // The shell's production server and the portal's (plain Node), tested as running processes.
    {
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    },
    // The example operator portal: a host we did not build, so no alias to our packages.
    {
      displayName: 'operator-portal',
      rootDir: '<rootDir>/examples/operator-portal',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/../../config/jest-setup-dom.ts'],
    },
    // The plain-HTML portal's server (examples/html-portal): a running process against a stub API, no alias to our packages.
    {
      displayName: 'html-portal',
      rootDir: '<rootDir>/examples/html-portal',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    // The repository's own tooling: lint zones and the router facade, checked with the real tools.
    {
      displayName: 'config',
      rootDir: '<rootDir>/config',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    },
    // The bench (tools/bench): its command line and help, the yardstick ratios, the composition's pure half.
    {
      displayName: 'bench',
      rootDir: '<rootDir>/tools/bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    },
    // npm start and start:prod as running processes over the built apps: `npm run test:stack`, after the build.
    {
      displayName: 'stack',
      rootDir: '<rootDir>/config',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/stack-tests/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
    },
  ],
};
