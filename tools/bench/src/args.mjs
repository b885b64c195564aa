// The bench's command line: a mode, then options, with any `--` between them ignored (npm passes
// `npm run bench -- --port-base 3200 -- --no-lighthouse` on as it is). One table of modes and
// options, read by the parser and by the usage text alike.
import { parseArgs } from 'node:util';
import { DEFAULT_PORT_BASE, PORT_OFFSETS, toPort } from '../../../config/stack.mjs';

const STACK = 'port-base';
export const MODES = {
  pages: {
    options: [STACK, 'runs', 'pages', 'no-lighthouse', 'against', 'by-library'],
    runs: 5,
    what: 'per page of the journey: JS before the first interaction, Lighthouse mobile, INP on /, each beside the yardstick (.bench/last.json)',
  },
  results: {
    options: [STACK, 'runs'],
    runs: 5,
    what: 'the vehicle results page with 300 entries: render, list/grid toggle, JS beyond / (.bench/results-page.json)',
  },
  floor: {
    options: [STACK, 'runs', 'pages'],
    runs: 5,
    what: "Lighthouse's main-thread work of the yardstick, the floor (the shell around a bare page, no remote) and each page, in turn: what each page adds to what every page pays (.bench/floor.json)",
  },
  trace: {
    options: [STACK, 'path', 'runs', 'by-cause', 'pages'],
    runs: 1,
    what: "a DevTools trace of a load at 4x CPU: main.js's evaluation and every task over 50 ms (.bench/trace.json)",
  },
};
const DEFAULT_MODE = 'pages';

export const OPTIONS = {
  [STACK]: {
    type: 'string',
    value: '<N>',
    what: 'the stack at this port base: reused if it answers, else the built one is started there (default below)',
  },
  runs: { type: 'string', value: '<N>', what: 'runs (pages 5, results 5, floor 5, trace 1)' },
  pages: {
    type: 'string',
    value: '</,/bookings>',
    what: 'the pages to measure, comma-separated (pages, floor, trace --by-cause; default all five of the journey)',
  },
  'by-cause': {
    type: 'boolean',
    what: "each page's main-thread time by cause beside the yardstick's, React commits and the components rendered in them counted (trace; .bench/trace-causes.json)",
  },
  'no-lighthouse': { type: 'boolean', what: 'bytes and INP only, no Lighthouse runs (pages)' },
  against: {
    type: 'string',
    value: '<N>',
    what: 'Lighthouse only, alternated with a second running stack at this port base: A (--port-base) then B (pages; .bench/against.json)',
  },
  'by-library': {
    type: 'boolean',
    what: "what /'s JavaScript is made of, by library, through source maps (pages; .bench/composition.json)",
  },
  path: { type: 'string', value: '</>', what: 'the page (trace; default /)' },
  help: { type: 'boolean', what: 'this text' },
};

/** A wrong command line: its one line is printed with the usage, and the exit code is 2. */
export class UsageError extends Error {}

const HIGHEST_OFFSET = Math.max(...Object.values(PORT_OFFSETS), 31);

/** A port base (every port of its stack is a port), or a UsageError naming the option. */
export function portBase(text, name) {
  const base = toPort(text);
  if (base === null || base + HIGHEST_OFFSET > 65535)
    throw new UsageError(`${name} "${text}" is not a port base (a whole number from 1 to ${65535 - HIGHEST_OFFSET})`);
  return base;
}

function count(text, name) {
  if (!/^\s*[0-9]+\s*$/.test(text) || Number(text) < 1) throw new UsageError(`--${name} "${text}" is not a whole number from 1`);
  return Number(text);
}

/** Where the port base comes from when --port-base is not given: BENCH_PORT_BASE, E2E_PORT_BASE, else 3000. */
function defaultPortBase(env = process.env) {
  for (const name of ['BENCH_PORT_BASE', 'E2E_PORT_BASE']) {
    if (env[name]?.trim()) return { base: portBase(env[name], name), source: name };
  }
  return { base: DEFAULT_PORT_BASE, source: 'default' };
}

/** One line for an error of node:util's parseArgs, without its advice about positionals. */
export function parseError(error) {
  const option = /'(--?[^' ]+)/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return OPTIONS[option.replace(/^--/, '')]?.type === 'boolean' ? `${option} takes no value` : `${option} needs a value`;
  }
  return error.message;
}

/**
 * The bench's arguments: `{ mode, help }` and, for the mode, `portBase` ({ base, source }), `runs`,
 * `pages`, `lighthouse`, `against`, `byLibrary`, `path`, `byCause`. Throws a UsageError with one line.
 */
export function parseBenchArgs(argv, env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv.filter((arg) => arg !== '--'), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseError(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { mode: positionals[0] ?? DEFAULT_MODE, help: true };
  if (positionals.length > 1) throw new UsageError(`one mode at a time, not ${positionals.join(' and ')}`);
  const mode = positionals[0] ?? DEFAULT_MODE;
  if (!MODES[mode]) throw new UsageError(`"${mode}" is not a mode (${Object.keys(MODES).join(', ')})`);
  const given = Object.keys(values).filter((name) => name !== 'help');
  const foreign = given.find((name) => !MODES[mode].options.includes(name));
  if (foreign) throw new UsageError(`--${foreign} is not an option of ${mode}`);
  const args = { mode, help: false };
  if (MODES[mode].options.includes(STACK)) {
    args.portBase =
      values[STACK] !== undefined ? { base: portBase(values[STACK], `--${STACK}`), source: `--${STACK}` } : defaultPortBase(env);
  }
  if (MODES[mode].runs) args.runs = values.runs !== undefined ? count(values.runs, 'runs') : MODES[mode].runs;
  if (MODES[mode].options.includes('pages')) {
    args.pages = values.pages
      ?.split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (args.pages && !args.pages.length) throw new UsageError(`--pages "${values.pages}" lists no page`);
    if (args.pages && !args.pages.every((p) => p.startsWith('/')))
      throw new UsageError(`--pages "${values.pages}" must list paths starting with /`);
    if (mode === 'pages') args.lighthouse = !values['no-lighthouse'];
  }
  if (mode === 'trace') {
    args.byCause = Boolean(values['by-cause']);
    if (args.pages && !args.byCause) throw new UsageError('--pages goes with trace --by-cause (one page: --path)');
  }
  if (MODES[mode].options.includes('path')) {
    args.path = values.path ?? '/';
    if (!args.path.startsWith('/')) throw new UsageError(`--path "${args.path}" must start with /`);
  }
  if (mode === 'pages') {
    if (values.against !== undefined) args.against = portBase(values.against, '--against');
    args.byLibrary = Boolean(values['by-library']);
    if (args.byLibrary && (args.against !== undefined || values.pages !== undefined || values.runs !== undefined))
      throw new UsageError('--by-library measures / once: it takes no --against, --pages or --runs');
    if (args.against !== undefined && values['no-lighthouse']) throw new UsageError('--against is Lighthouse only: drop --no-lighthouse');
  }
  return args;
}

/** The usage text: every mode and every option. */
export function usage() {
  const pad = (text, width) => text.padEnd(width);
  const optionWidth = Math.max(...Object.entries(OPTIONS).map(([name, o]) => `--${name} ${o.value ?? ''}`.length)) + 2;
  return [
    'Usage: npm run bench -- [mode] [options]   (tools/bench/README.md)',
    '',
    `Modes (default ${DEFAULT_MODE}):`,
    ...Object.entries(MODES).map(([name, m]) => `  ${pad(name, 12)} ${m.what}`),
    '',
    'Options:',
    ...Object.entries(OPTIONS).map(([name, o]) => `  ${pad(`--${name} ${o.value ?? ''}`, optionWidth)} ${o.what}`),
    '',
    'Without --port-base the port base is BENCH_PORT_BASE, else E2E_PORT_BASE, else 3000; the first line',
    'says which stack is measured, reused or started. `--` between options is allowed:',
    '  npm run bench -- trace --port-base 3200 -- --runs 3',
  ].join('\n');
}
