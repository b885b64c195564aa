import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { browserConfig, readServerEnv } from '../env';
import { runShellConfig } from './nginx-config';

// product §2: the step bar's Previous goes to a configurable path, default /. The operator sets
// PREVIOUS_STEP_PATH; the Node server (and `npm run dev`, through the same browserConfig) and nginx's
// start-up script (deploy/nginx/shell-config.sh) must write the same /config.json entry, or refuse alike.

type Outcome = { previousStepPath: unknown } | { refused: string };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'previous-step-path-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(env: Record<string, string>): Outcome {
  try {
    return { previousStepPath: browserConfig(readServerEnv(env)).previousStepPath };
  } catch (error) {
    return { refused: ((error as { lines?: string[] }).lines ?? [(error as Error).message]).join('\n') };
  }
}

function nginx(env: Record<string, string>): Outcome {
  const run = runShellConfig(dir, env);
  if (run.status !== 0) return { refused: run.stderr.replace(/\n$/, '') };
  return { previousStepPath: JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')).previousStepPath };
}

const refusal = (value: string) => ({
  refused: `PREVIOUS_STEP_PATH: "${value}" is not a path on this site. Give a path starting with one / (e.g. /home).`,
});

describe('PREVIOUS_STEP_PATH in /config.json', () => {
  it.each([
    ['unset', undefined, { previousStepPath: '/' }],
    ['blank', '  ', { previousStepPath: '/' }],
    ['a page', '/ourfleet', { previousStepPath: '/ourfleet' }],
    ['a query and a fragment', '/home?from=steps#top', { previousStepPath: '/home?from=steps#top' }],
    ['shell words', "/$HOME/it's", { previousStepPath: "/$HOME/it's" }],
    ['another site', '//evil.example', refusal('//evil.example')],
    ['an address', 'https://operator.example/', refusal('https://operator.example/')],
    ['a relative path', 'home', refusal('home')],
    ['a space', '/our fleet', refusal('/our fleet')],
    ['a quote', '/a"b', refusal('/a"b')],
    ['a backslash', '/\\evil.example', refusal('/\\evil.example')],
    ['two lines', '/home\n/x', refusal('/home\n/x')],
    ['spaces around it', ' /home ', refusal(' /home ')],
    ['a letter outside ASCII', '/café', refusal('/café')],
  ])('%s: the Node server and nginx agree', (_case, value, expected) => {
    const env: Record<string, string> = value === undefined ? {} : { PREVIOUS_STEP_PATH: value };
    expect(node(env)).toEqual(expected);
    expect(nginx(env)).toEqual(expected);
  });

  it('agrees on any value', () => {
    const special = fc.constantFrom('/', '"', '\\', '\n', '\r', '\t', ' ', '$', '`', "'", '?', '#', '%', '[', ']', '-', '£', '🚕');
    const char = fc.oneof(
      special,
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }).filter((c) => c !== '\0'),
    );
    // A value of Unicode spaces alone is unset for Node (its blank rule) and refused by nginx: not compared.
    const value = fc.oneof(
      fc.string({ unit: char, maxLength: 20 }).map((text) => `/${text}`),
      fc.string({ unit: char, maxLength: 20 }),
    );
    fc.assert(
      fc.property(value, (text) => {
        const env = { PREVIOUS_STEP_PATH: text };
        expect(nginx(env)).toEqual(node(env));
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
