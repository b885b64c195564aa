import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { OPERATOR_TEXT_ENV, readOperatorTexts } from '../operator-texts';
import { runShellConfig } from './nginx-config';
import { repoRoot } from './servers';

// docker-compose's shell is nginx: its start-up script writes /config.json with jq
// (deploy/nginx/operator-texts.jq). Whatever the operator sets, it must write what the Node server
// serves, or stop with the same message; quotes, backslashes, `$`, line breaks and any character
// included (CI installs jq; without it this is skipped, as the nginx test is).

const hasJq = spawnSync('jq', ['--version']).status === 0;
const SETTINGS = ['OPERATOR_TEXTS_FILE', ...Object.values(OPERATOR_TEXT_ENV)];
type Outcome = { operator: unknown } | { refused: string };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'operator-texts-nginx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(env: Record<string, string>): Outcome {
  try {
    return { operator: readOperatorTexts(env) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

function nginx(env: Record<string, string>): Outcome {
  const run = runShellConfig(dir, env);
  if (run.status !== 0) return { refused: run.stderr.replace(/\n$/, '') };
  return { operator: JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8')).operator };
}

const file = (content: unknown) => {
  const name = path.join(dir, `texts-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
};

(hasJq ? describe : describe.skip)("nginx's /config.json operator texts (deploy/nginx/shell-config.sh)", () => {
  it.each([
    ['nothing', () => ({})],
    ["the demo's sample file", () => ({ OPERATOR_TEXTS_FILE: path.join(repoRoot, 'config/operator-texts.sample.json') })],
    [
      'a variable over the file',
      () => ({ OPERATOR_TEXTS_FILE: file({ priceIncludes: 'A', termsUrl: '/t', sample: true }), TERMS_URL: 'https://x.example/t?a=1#b' }),
    ],
    [
      'quotes, backslashes, shell words and line breaks',
      () => ({ PRICE_INCLUDES: 'He said "fixed" \\ $HOME `id` $(id) \'x\'\nline two\ttab £5 – ok', CANCELLATION_POLICY: ' \r\n ' }),
    ],
    ['600 taxis', () => ({ MEETING_INSTRUCTIONS: '🚕'.repeat(600) })],
    ['601 taxis', () => ({ MEETING_INSTRUCTIONS: '🚕'.repeat(601) })],
    ['markup', () => ({ PRICE_INCLUDES: 'a <script>x</script>' })],
    ['a control character', () => ({ CANCELLATION_POLICY: 'a\u001bb' })],
    ['a C1 control character', () => ({ CANCELLATION_POLICY: 'a\u0085b' })],
    ['a protocol-relative URL', () => ({ TERMS_URL: '//evil.example' })],
    ['a backslash path', () => ({ PRIVACY_URL: '/\\evil.example' })],
    ['a javascript: URL', () => ({ PRIVACY_URL: 'javascript:alert(1)' })],
    ['a missing file', () => ({ OPERATOR_TEXTS_FILE: path.join(dir, 'none.json') })],
    ['a folder for a file', () => ({ OPERATOR_TEXTS_FILE: dir })],
    ['a file that is not JSON', () => ({ OPERATOR_TEXTS_FILE: file('{"priceIncludes": ') })],
    ['an empty file', () => ({ OPERATOR_TEXTS_FILE: file('') })],
    ['a file with a byte-order mark', () => ({ OPERATOR_TEXTS_FILE: file('\ufeff{"privacyUrl": "/privacy"}') })],
    ['a file holding a list', () => ({ OPERATOR_TEXTS_FILE: file([1]) })],
    ['a file with unknown keys', () => ({ OPERATOR_TEXTS_FILE: file({ zeta: 1, cancelationPolicy: 'x', priceIncludes: 'y' }) })],
    ['a number for a text', () => ({ OPERATOR_TEXTS_FILE: file({ priceIncludes: 'ok', meetingInstructions: 45 }) })],
    ['a sample that is not true or false', () => ({ OPERATOR_TEXTS_FILE: file({ priceIncludes: 'ok', sample: null }) })],
  ])('writes what the Node server serves, or refuses alike: %s', (_name, env) => {
    const settings = env() as Record<string, string>;
    expect(nginx(settings)).toEqual(node(settings));
  });

  it('agrees with the Node server on any text, from the variables or the file', () => {
    const special = fc.constantFrom(
      '"',
      '\\',
      '\n',
      '\r',
      '\t',
      ' ',
      '$',
      '`',
      "'",
      '<',
      '/',
      '%',
      '£',
      '’',
      '\u2028',
      '\u0085',
      '\u00a0',
      '\ufeff',
      '🚕',
      '\u0001',
    );
    const char = fc.oneof(
      special,
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\0'),
    );
    const text = fc.oneof(fc.string({ unit: char, maxLength: 40 }), fc.constantFrom('/terms', 'https://op.example/p', '//x', ''));
    const values = fc.record(
      Object.fromEntries(Object.values(OPERATOR_TEXT_ENV).map((name) => [name, text])) as Record<string, fc.Arbitrary<string>>,
    );
    const inFile = fc.option(fc.record({ priceIncludes: text, termsUrl: text, sample: fc.boolean() }, { requiredKeys: [] }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(values, inFile, (variables, content) => {
        const settings = { ...variables, ...(content ? { OPERATOR_TEXTS_FILE: file(content) } : {}) };
        expect(nginx(settings)).toEqual(node(settings));
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('names every setting it reads', () => {
    const script = readFileSync(path.join(repoRoot, 'deploy/nginx/shell-config.sh'), 'utf8');
    for (const name of SETTINGS) expect(script).toContain(`\${${name}:-}`);
  });
});
