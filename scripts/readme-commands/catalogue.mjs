// How each command the repository's Markdown names is proven to work as written. Every command that
// `extract.mjs` finds must match one entry here (config/__tests__/readme-commands.test.ts), so a new
// command in a README is either run or says why it cannot be.
//   test:  `npm test` runs it, or the tests it names (their paths and projects are checked to exist);
//   ci:    `npm run check:commands -- --run` runs it as written after `npm test` (.ci/run), with
//          `as` when the text is a synopsis with placeholders; then it must `exit` with that code, or
//          `serve` those URLs (then it is stopped), or `say` that text on stdout (then it is stopped);
//          `with` names a long-running entry started first and stopped after; every port the command,
//          its URLs and its text name is moved to the run's port base (ports.mjs); `alongside`: the
//          command works in a clone of its own, so it runs beside the others, on the base + 200, and
//          they start once it has said this text;
//   never: it cannot run in CI, and why;
//   creates: paths that following the guide makes, so they need not exist yet;
//   prose: the text quotes a message or names a command inside a sentence; it runs nowhere.
const SANDBOX = 'npm start -w sandbox-api';
const up = (port, path) => `http://localhost:${port}${path}`;
const SITE_UP = 'The booking site is up';
export const CLONE_MADE = '[follow-guide] the clone is made';
const NO_ENGINE = 'needs a Docker engine: CI validates docker-compose.yml with `docker-compose config -q` for every profile instead';
const OPERATOR = "needs the operator's own host or keys";

export const CATALOGUE = [
  // The contract: install, serve, test.
  { command: 'npm install && npm start', ci: { say: SITE_UP, timeout: 300 } },
  { command: 'npm start', ci: { say: SITE_UP, timeout: 300 } },
  { command: 'npm ci', test: 'CI installs with it first (.ci/run), and fails when it changes a tracked file' },
  { command: 'npm install', ci: { exit: 0, timeout: 600 } },
  { command: 'npm test', test: 'it is the test command' },
  { command: 'bash .ci/run', test: 'CI runs it' },
  { command: 'npm run test:unit', test: 'the first part of npm test' },
  { command: 'npx jest <paths> --ignoreProjects stack', prose: "a synopsis, the paths are the reader's; npm run test:unit runs them all" },
  { command: 'npm run typecheck', test: 'part of npm test' },
  { command: 'npm run test:stack', test: 'part of npm test' },
  { command: 'npm run test:e2e', test: 'part of npm test' },
  { command: 'npm run lint', test: 'part of npm test' },
  { command: 'npm run lint:exports', test: 'part of npm run lint' },
  { command: 'npm run format:check', test: 'part of npm run lint' },
  { command: 'npm run format', ci: { exit: 0, timeout: 120 } },
  { command: 'npm run typecheck && npm run lint', test: 'part of npm test' },
  { command: 'npm run build', test: 'part of npm test' },
  { command: 'npm run check:budgets', test: 'part of npm test' },
  { command: 'npm run check:lockfile', test: 'part of npm test' },
  { command: 'npm run check:shared', test: 'part of npm test' },
  { command: 'node scripts/shared-exports.mjs', ci: { exit: 0, timeout: 120 } },
  { command: 'npm run check:commands', test: 'config/__tests__/readme-commands.test.ts runs it' },
  { command: 'npm run check:commands -- --run', test: 'CI runs it (.ci/run), after npm test' },
  { command: 'npm start -- --skip-build', ci: { say: SITE_UP, timeout: 60 } },
  { command: 'node scripts/start.mjs --skip-build', ci: { say: SITE_UP, timeout: 60 } },
  { command: 'npm run start:prod -- --skip-build', test: 'config/stack-tests/start-stack.test.ts runs it with the keys' },
  {
    command: 'SHELL_PORT=3100 SEARCH_PORT=3101 QUOTE_PORT=3102 CHECKOUT_PORT=3103 CORPORATE_PORT=3104 API_PORT=4100 node scripts/start.mjs',
    ci: { say: `${SITE_UP}: http://localhost:3100`, timeout: 300 },
  },
  { command: 'npm run start:prod', ci: { exit: 1, stderr: '[start:prod] API_BASE_URL is not set', timeout: 30 } },
  { command: 'npm run dev', test: 'e2e/tests/platform/dev-mode-every-page-renders.spec.ts runs it and opens every route' },
  { command: 'node scripts/dev.mjs', test: 'e2e/tests/platform/dev-mode-every-page-renders.spec.ts runs it and opens every route' },

  // One part alone.
  // PORT, which it reads first, moves it with the rest as check:commands moves every port it names.
  { command: SANDBOX, ci: { as: `PORT=4000 ${SANDBOX}`, serve: [up(4000, '/sandbox/health')], timeout: 60 } },
  { command: `API_PORT=4300 ${SANDBOX}`, ci: { serve: [up(4300, '/sandbox/health')], timeout: 60 } },
  { command: 'npm run seed -w sandbox-api', ci: { exit: 0, timeout: 60 } },
  { command: 'npm run build -w mf-search', ci: { exit: 0, timeout: 120 } },
  { command: 'npm run catalogue -w shared', test: 'part of npm test' },
  {
    command: 'npm run catalogue:dev -w shared',
    ci: { as: 'BROWSER=none npm run catalogue:dev -w shared -- --port 3190', serve: [up(3190, '/')], timeout: 120 },
  },
  { command: 'npm run build -w examples/operator-portal', ci: { exit: 0, timeout: 120 } },
  { command: 'npm run build -w shell && npm run serve -w shell', ci: { serve: [up(3000, '/healthz')], timeout: 120 } },
  { command: 'npm run build -w mf-quote && npm run serve -w mf-quote', ci: { serve: [up(3002, '/mf-manifest.json')], timeout: 120 } },
  { command: 'npm run build -w mf-checkout && npm run serve -w mf-checkout', ci: { serve: [up(3003, '/mf-manifest.json')], timeout: 120 } },
  { command: 'npm run dev -w mf-search', ci: { serve: [up(3001, '/')], timeout: 120 } },
  { command: 'npm run dev -w mf-quote', ci: { serve: [up(3002, '/')], timeout: 120 } },
  { command: 'npm run dev -w mf-checkout', ci: { serve: [up(3003, '/')], timeout: 120 } },
  { command: 'npm run dev -w mf-corporate', ci: { serve: [up(3004, '/')], timeout: 120 } },
  // mf-corporate's types package (mf-corporate/types), packed and installed as a portal does.
  { command: 'cd mf-corporate/types && npm pack', test: 'config/__tests__/corporate-types-package.test.ts packs it' },
  {
    command: 'npm install ./booking-mf-corporate-0.1.0.tgz',
    test: 'config/__tests__/corporate-types-package.test.ts installs the tarball offline into an empty folder',
  },

  {
    command: 'node --import tsx e2e/fixtures/maps-stand-in/server.ts --port 3060',
    ci: { serve: [up(3060, '/maps/api/js')], timeout: 120 },
  },

  // The price-rule guide, against the sandbox alone.
  {
    command:
      'curl -X PUT http://localhost:4000/sandbox/settings -H \'Content-Type: application/json\' -d \'{"settings":{"MEET_AND_GREET":"15","ROUND_OFF":"yes"}}\'',
    ci: { exit: 0, with: SANDBOX, stdout: '"success":true', timeout: 30 },
  },
  {
    command:
      'curl -s http://localhost:4000/api/v1/calculate-hourly-price -H \'Content-Type: application/json\' -H \'X-Public-Key: sandbox-public-key\' -H \'X-Secret-Key: sandbox-secret-key\' -d \'{"pickup":"LHR","pickup_date":"2030-06-10","pickup_hour":"10am","pickup_min":"00","pickup_duration":"6hour"}\'',
    ci: { exit: 0, with: SANDBOX, stdout: '"success":true', timeout: 30 },
  },

  // The add-a-page guide, followed literally in a fresh clone: its edits, then its commands, ending with lint and e2e.
  {
    command: 'node scripts/readme-commands/follow-guide.mjs docs/add-a-page.md',
    ci: { exit: 0, timeout: 1800, alongside: CLONE_MADE },
  },

  // Operating the card checkout attempts.
  { command: 'npm run attempts -- --unresolved', ci: { exit: 0, timeout: 30 } },
  { command: 'npm run attempts -- --unresolved --json', ci: { exit: 0, stdout: '"attempts": [', timeout: 30 } },
  {
    command: 'curl -H "X-Admin-Key: $(cat .data/attempts-admin-key)" http://localhost:3000/site/checkout-attempts?status=unresolved',
    ci: { exit: 0, with: 'node scripts/start.mjs --skip-build', stdout: '"attempts":', timeout: 90 },
  },
  { command: 'npm run api-calls', ci: { exit: 0, timeout: 30 } },
  { command: 'sh deploy/check-nginx.sh', ci: { exit: 0, timeout: 60 } },

  // Benchmarks (tools/bench): each on its own port base, where it starts the built stack itself.
  { command: 'npm run bench', ci: { as: 'npm run bench -- --port-base 3200 --runs 1 --no-lighthouse', exit: 0, timeout: 300 } },
  { command: 'npm run bench -- --help', ci: { exit: 0, stdout: 'Modes (default pages):', timeout: 30 } },
  {
    command: 'npm run bench -- [mode] [options]',
    ci: { as: 'npm run bench -- pages --help', exit: 0, stdout: 'Usage: npm run bench -- [mode] [options]', timeout: 30 },
  },
  { command: 'npm run bench -- --port-base 3200 -- --no-lighthouse', ci: { exit: 0, timeout: 300 } },
  {
    command: 'npm run bench -- pages [--port-base 3200] [--runs 5] [--pages /,/bookings] [--no-lighthouse]',
    ci: { as: 'npm run bench -- pages --port-base 3200 --runs 1 --pages /,/bookings', exit: 0, timeout: 600 },
  },
  {
    command: 'npm run bench -- results [--port-base 3200] [--runs 5]',
    ci: { as: 'npm run bench -- results --port-base 3200 --runs 1', exit: 0, timeout: 300 },
  },
  {
    command: 'npm run bench -- floor [--port-base 3200] [--runs 5] [--pages /,/bookings]',
    ci: { as: 'npm run bench -- floor --port-base 3200 --runs 1 --pages /', exit: 0, timeout: 600 },
  },
  { command: 'npm run bench -- floor', prose: 'names the mode; the line above runs it' },
  {
    command: 'npm run bench -- trace [--port-base 3200] [--path /] [--runs 3]',
    ci: { as: 'npm run bench -- trace --port-base 3200 --path / --runs 3', exit: 0, timeout: 300 },
  },
  {
    command: 'npm run bench -- trace --by-cause [--pages /,/bookings] [--runs 3]',
    ci: { as: 'npm run bench -- trace --by-cause --port-base 3200 --pages / --runs 1', exit: 0, timeout: 600 },
  },
  { command: 'npm run bench -- trace --by-cause', prose: 'names the mode; the line above runs it' },
  { command: 'npm run check:main-thread', test: 'part of npm test' },
  {
    command: 'npm run bench -- pages --against <port base> [--port-base 3200] [--pages /paymentview] [--runs 5]',
    ci: {
      as: 'npm run bench -- pages --against 3000 --port-base 3000 --pages /paymentview --runs 1',
      with: 'node scripts/start.mjs --skip-build',
      exit: 0,
      timeout: 600,
    },
  },
  {
    command: 'npm run bench -- pages --by-library [--port-base 3200]',
    ci: { as: 'npm run bench -- pages --by-library --port-base 3200', exit: 0, timeout: 300 },
  },
  { command: 'npm run bench -- pages --by-library', prose: 'names the option; the line above runs it' },
  {
    command: 'npm run bench -- pages --pages /bookings --no-lighthouse',
    ci: { as: 'npm run bench -- pages --pages /bookings --no-lighthouse --port-base 3200', exit: 0, timeout: 300 },
  },
  // The root's aliases of the modes, as older notes name them.
  { command: 'npm run bench:trace', ci: { as: 'npm run bench:trace -- --port-base 3200', exit: 0, timeout: 300 } },
  { command: 'npm run bench:results', ci: { as: 'npm run bench:results -- --port-base 3200 --runs 1', exit: 0, timeout: 300 } },
  {
    command: 'npm run build && E2E_PORT_BASE=3600 npm run screens -w e2e',
    ci: { as: 'E2E_PORT_BASE=3600 SCREENS_DIR=e2e/.tmp/screens-check npm run screens -w e2e', exit: 0, timeout: 600 },
  },
  { command: 'npm run screens -w e2e', prose: 'names the command; the line under it runs it' },
  { command: 'npm run load:card', ci: { as: 'npm run load:card -- --journeys 20 --never 2', exit: 0, timeout: 300 } },
  { command: 'npm run bench -w sandbox-api', ci: { exit: 0, timeout: 300 } },

  // Tests named by path or project: the paths are checked to exist, npm test runs them.
  {
    command:
      'E2E_PORT_BASE=3200 npx playwright test -c e2e tests/search/meeting-points tests/search/accessibility tests/platform/navbar-flags tests/layout/every-control-in-view',
    test: 'npm run test:e2e runs every spec; the guide (docs/add-a-page.md) has the reader write the first one',
    creates: ['e2e/tests/search/meeting-points'],
  },
  { pattern: /^npx jest( --selectProjects [\w-]+| [\w./-]+)+$/, test: 'jest runs every project in npm test' },
  { pattern: /^E2E_PORT_BASE=\d+ npx playwright test -c e2e( [\w./-]+)*$/, test: 'npm run test:e2e runs every spec' },

  // Docker: no engine in CI.
  { pattern: /docker-compose (--profile \w+ )*(up|ps|logs|exec)\b/, never: NO_ENGINE },
  {
    command: 'docker-compose config -q',
    ci: {
      as: 'API_PUBLIC_KEY=ci API_SECRET_KEY=ci ATTEMPTS_SECRET=ci-attempts-secret-0123 docker-compose config -q',
      exit: 0,
      timeout: 60,
    },
  },
  {
    command: 'API_PUBLIC_KEY=… API_SECRET_KEY=… ATTEMPTS_SECRET=… docker-compose [--profile demo --profile portal] config -q',
    ci: {
      as: 'API_PUBLIC_KEY=ci API_SECRET_KEY=ci ATTEMPTS_SECRET=ci-attempts-secret-0123 docker-compose --profile demo --profile portal config -q',
      exit: 0,
      timeout: 60,
    },
  },
  {
    pattern: /^npm run smoke:(stripe|maps)\b/,
    never:
      "by hand, with the operator's real keys and services; config/__tests__/smoke-stripe.test.ts runs smoke:stripe against a stub API, and smoke-maps-args.test.ts checks smoke:maps's arguments only",
  },
  {
    command: 'node scripts/dev-refresh-probe.mjs',
    never: 'by hand, against a running npm run dev: it edits source files (and puts them back) while the dev servers watch them',
  },
  { command: 'nginx -t', never: 'runs inside the shell image; deploy/check-nginx.sh runs nginx -t on the rendered config' },
  { command: 'curl -fsS https://book.operator.example/readyz', never: OPERATOR },
  { command: 'curl -H "X-Admin-Key: $ATTEMPTS_ADMIN_KEY" https://<site>/site/checkout-attempts?status=unresolved', never: OPERATOR },

  // Words in sentences.
  { command: 'npm run attempts', prose: 'names the command; it is used as npm run attempts -- --unresolved' },
  { command: 'git blame --ignore-revs-file .git-blame-ignore-revs <file>', prose: "a synopsis: the file is the reader's" },
  { command: 'npm ci refused the lockfile', prose: 'a message' },
  { command: 'npm ci --dry-run', prose: 'what npm run check:lockfile runs; npm test runs that' },
  { command: 'npm install --package-lock-only', ci: { exit: 0, timeout: 300 } },
  { command: "npm warn EBADENGINE … cookie@2.0.2 … node: '>=22'", prose: 'a message' },
  { command: 'node -e', prose: 'how the compose health checks ask' },
  { command: 'docker-compose config', test: 'config/__tests__/compose-render.test.ts renders the file with it' },
  { command: 'npm run serve -w shell', prose: 'names a way of starting the shell server in a sentence; run as written above' },
  { command: 'npm -w', prose: "names npm's workspace flag in a sentence" },
];

/** The entry that covers `command`, or undefined. */
export function entryFor(command) {
  return CATALOGUE.find((entry) => (entry.command !== undefined ? entry.command === command : entry.pattern.test(command)));
}
