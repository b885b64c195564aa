#!/usr/bin/env node
// `npm run start:prod`: the site only, against the operator's dispatch API. Production builds of the
// four remotes and the shell (skipped with --skip-build), then the remotes' static servers and the
// shell's server with NODE_ENV=production. No sandbox, no demo keys, no example portals, no sample
// operator texts. It refuses to start, before building, without the API and its keys; the rest is
// `npm start`'s: nothing starts on a taken port, "up" once every part answers its health route, and a
// part that stops stops them all.
import {
  buildApps,
  complain,
  isStopping,
  orExit,
  refuseTakenPorts,
  startChild,
  stopAll,
  stopOnSignals,
  setTag,
  waitUntilHealthy,
} from '../config/processes.mjs';
import { REMOTES, SHELL_SERVER, shellEnv, stackParts, stackPorts } from '../config/stack.mjs';

setTag('start:prod');
const skipBuild = process.argv.includes('--skip-build');
const env = process.env;

/** What is required, and why: no default stands in for any of them here. */
const REQUIRED = {
  API_BASE_URL: "the operator's dispatch API, e.g. https://dispatch.example.com (npm start is the local demo on the sandbox)",
  API_PUBLIC_KEY: "the dispatch API's public key, which the shell's server adds to the calls it forwards",
  API_SECRET_KEY: "the dispatch API's secret key, which the shell's server adds to the calls it forwards",
  // Without it the key of the sealed passwords and tokens is random per process: a restart loses them.
  ATTEMPTS_SECRET:
    'the key of the passwords and tokens a card checkout attempt keeps until it is booked, the same across restarts (16+ characters, e.g. openssl rand -base64 32)',
};

function settingProblems() {
  // A value of only spaces is no key: refused as such, not taken as set nor as unset.
  const problems = Object.entries(REQUIRED)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, what]) => (env[name] ? `${name} holds only spaces: give ${what}.` : `${name} is not set: ${what}.`));
  // Never echoed when it carries a user name or password: that part is a secret.
  if (env.API_BASE_URL && /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(env.API_BASE_URL))
    problems.push('API_BASE_URL must not carry a user name or password (the value is not shown).');
  else if (env.API_BASE_URL && !/^https?:\/\/[^/]/.test(env.API_BASE_URL))
    problems.push(`API_BASE_URL is not an http(s) address: ${env.API_BASE_URL}.`);
  if (env.ATTEMPTS_SECRET?.trim() && env.ATTEMPTS_SECRET.length < 16)
    problems.push('ATTEMPTS_SECRET is too short: use at least 16 characters (e.g. openssl rand -base64 32).');
  return problems;
}

const problems = settingProblems();
if (problems.length > 0) {
  for (const problem of problems) complain(problem);
  process.exit(1);
}

const ports = orExit(() => stackPorts());
const parts = stackParts({ ports, sandbox: false, portals: false });

function command(part) {
  if (part.name === 'shell') {
    // The operator's texts only: none unless OPERATOR_TEXTS_FILE or PRICE_INCLUDES ... are set.
    return [SHELL_SERVER, { ...shellEnv(ports), OPERATOR_TEXTS_FILE: env.OPERATOR_TEXTS_FILE ?? '', NODE_ENV: 'production' }];
  }
  return [['config/serve-remote.mjs', '--dir', `${part.name}/dist`, '--port', String(part.port)], {}];
}

await refuseTakenPorts(parts);
stopOnSignals();
try {
  if (!skipBuild) {
    await buildApps([...REMOTES.map((remote) => remote.dir), 'shell']);
    await refuseTakenPorts(parts);
  }
  const started = parts.map((part) => {
    const [args, partEnv] = command(part);
    return { part, child: startChild(part.name, process.execPath, args, { env: partEnv, label: part.label }) };
  });
  if (await waitUntilHealthy(started)) {
    console.log(
      [
        '',
        `[start:prod] The booking site is up: http://localhost:${ports.shell}  (Ctrl-C stops everything)`,
        `  Production: API ${env.API_BASE_URL}, no sandbox, no example portals. It listens on ${env.HOST || 'localhost'};`,
        '  behind your HTTPS proxy set HOST, and SITE_ORIGINS to the site\'s address (README, "Using a real dispatch API").',
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  if (!isStopping()) complain(error.message);
  stopAll(1);
}
