import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOperatorTexts } from '../operator-texts';
import { freePort, repoRoot, runNodeToEnd, startShell } from './servers';

// The operator's texts in /config.json (product §10 "Visitor clarity"): from the variables or a file,
// checked at start like FRAME_PARENT_ORIGINS.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'operator-texts-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of operator texts in this test's folder. */
const textsFile = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
// Whatever the environment running the tests holds, only each test's own settings count.
const unset = {
  OPERATOR_TEXTS_FILE: '',
  PRICE_INCLUDES: '',
  CANCELLATION_POLICY: '',
  MEETING_INSTRUCTIONS: '',
  TERMS_URL: '',
  PRIVACY_URL: '',
};
const NONE = { priceIncludes: null, cancellationPolicy: null, meetingInstructions: null, termsUrl: null, privacyUrl: null };

describe('readOperatorTexts', () => {
  it('is null when nothing is set, or only blanks', () => {
    expect(readOperatorTexts({})).toBeNull();
    expect(readOperatorTexts({ PRICE_INCLUDES: '  ', TERMS_URL: '' })).toBeNull();
    expect(readOperatorTexts({ OPERATOR_TEXTS_FILE: textsFile('blank.json', { priceIncludes: ' ', sample: true }) })).toBeNull();
  });

  it('reads each text from its variable, trimmed, line breaks kept', () => {
    expect(
      readOperatorTexts({
        PRICE_INCLUDES: ' Fuel and VAT included. ',
        CANCELLATION_POLICY: 'Free up to 24 hours.\r\nThen 50%.',
        PRIVACY_URL: 'https://operator.example/privacy',
      }),
    ).toEqual({
      ...NONE,
      priceIncludes: 'Fuel and VAT included.',
      cancellationPolicy: 'Free up to 24 hours.\nThen 50%.',
      privacyUrl: 'https://operator.example/privacy',
      sample: false,
    });
  });

  it('reads the file, a variable winning over it; sample only while a value comes from the file', () => {
    const file = textsFile('texts.json', { priceIncludes: 'From the file.', termsUrl: '/terms', sample: true });
    expect(readOperatorTexts({ OPERATOR_TEXTS_FILE: file, TERMS_URL: 'https://operator.example/terms' })).toEqual({
      ...NONE,
      priceIncludes: 'From the file.',
      termsUrl: 'https://operator.example/terms',
      sample: true,
    });
    expect(readOperatorTexts({ OPERATOR_TEXTS_FILE: file, PRICE_INCLUDES: 'Mine.', TERMS_URL: '/conditions' })).toEqual({
      ...NONE,
      priceIncludes: 'Mine.',
      termsUrl: '/conditions',
      sample: false,
    });
  });

  it('takes 600 characters (counted as the visitor sees them) and no more', () => {
    expect(readOperatorTexts({ MEETING_INSTRUCTIONS: '🚕'.repeat(600) })?.meetingInstructions).toHaveLength(1200);
    expect(() => readOperatorTexts({ MEETING_INSTRUCTIONS: '🚕'.repeat(601) })).toThrow(
      'MEETING_INSTRUCTIONS: 601 characters; at most 600.',
    );
  });

  it.each([
    [{ TERMS_URL: '//evil.example/terms' }, 'TERMS_URL: "//evil.example/terms" is not a site path or a web address'],
    [{ TERMS_URL: '/\\evil.example' }, 'TERMS_URL: "/\\evil.example" is not a site path'],
    [{ PRIVACY_URL: 'javascript:alert(1)' }, 'PRIVACY_URL: "javascript:alert(1)" is not a site path'],
    [{ PRIVACY_URL: 'privacy' }, 'PRIVACY_URL: "privacy" is not a site path'],
    [{ PRIVACY_URL: 'https://user@evil.example' }, 'PRIVACY_URL: "https://user@evil.example" is not a site path'],
    [{ PRIVACY_URL: '/privacy policy' }, 'PRIVACY_URL: "/privacy policy" is not a site path'],
    [{ PRICE_INCLUDES: 'Fuel <b>and</b> VAT' }, 'PRICE_INCLUDES: looks like HTML'],
    [{ CANCELLATION_POLICY: 'Free\u0007 cancellation' }, 'CANCELLATION_POLICY: contains a control character'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => readOperatorTexts(env)).toThrow(message);
  });

  it.each([
    ['missing.json', null, 'OPERATOR_TEXTS_FILE: cannot read'],
    ['broken.json', '{"priceIncludes": "no end', 'is not JSON'],
    ['list.json', ['Fuel included'], 'must hold one JSON object with the keys priceIncludes, cancellationPolicy'],
    ['typo.json', { cancelationPolicy: 'x' }, 'OPERATOR_TEXTS_FILE: unknown key "cancelationPolicy"'],
    ['number.json', { priceIncludes: 45 }, 'OPERATOR_TEXTS_FILE: priceIncludes must be text or null.'],
    ['sample.json', { priceIncludes: 'x', sample: 'yes' }, 'OPERATOR_TEXTS_FILE: sample must be true or false.'],
    ['url.json', { termsUrl: 'ftp://files.example/terms' }, 'OPERATOR_TEXTS_FILE termsUrl: "ftp://files.example/terms" is not a site path'],
  ])('refuses the file %s', (name, content, message) => {
    const file = content === null ? path.join(dir, name) : textsFile(name, content);
    expect(() => readOperatorTexts({ OPERATOR_TEXTS_FILE: file })).toThrow(message);
  });

  it("accepts the demo's sample file, marked as samples", () => {
    const texts = readOperatorTexts({ OPERATOR_TEXTS_FILE: path.join(repoRoot, 'config/operator-texts.sample.json') });
    expect(texts).toMatchObject({ termsUrl: '/terms', privacyUrl: '/privacy', sample: true });
    expect(texts?.priceIncludes).toMatch(/fuel, tolls and VAT/);
    expect(texts?.meetingInstructions).toMatch(/name board/);
    expect(texts?.cancellationPolicy).toBeTruthy();
  });
});

describe("the shell's server", () => {
  const servers: Array<{ stop: () => Promise<void> }> = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  const configOf = async (env: Record<string, string>) => {
    const shell = await startShell('http://127.0.0.1:9', { ...unset, ...env });
    servers.push(shell);
    const answer = await fetch(`http://127.0.0.1:${shell.port}/config.json`);
    expect(answer.status).toBe(200);
    return answer.json();
  };

  it('serves operator: null when none is set', async () => {
    expect((await configOf({})).operator).toBeNull();
  });

  it('serves the texts of the file and the variables, quotes and line breaks intact', async () => {
    const file = textsFile('served.json', { cancellationPolicy: 'Free until 24 h before.\nThen "50%".', sample: true });
    expect((await configOf({ OPERATOR_TEXTS_FILE: file, PRIVACY_URL: '/privacy' })).operator).toEqual({
      ...NONE,
      cancellationPolicy: 'Free until 24 h before.\nThen "50%".',
      privacyUrl: '/privacy',
      sample: true,
    });
  });

  it.each([
    [{ TERMS_URL: 'javascript:alert(1)' }, /TERMS_URL: "javascript:alert\(1\)" is not a site path or a web address/],
    [{ PRICE_INCLUDES: 'x'.repeat(601) }, /PRICE_INCLUDES: 601 characters; at most 600/],
    [{ OPERATOR_TEXTS_FILE: '/nowhere/operator-texts.json' }, /OPERATOR_TEXTS_FILE: cannot read "\/nowhere\/operator-texts.json"/],
  ])('stops at start with a message naming a wrong setting (%j)', async (env, message) => {
    const port = await freePort();
    const { code, output } = await runNodeToEnd('shell/server/index.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      ATTEMPTS_DB: ':memory:',
      ...unset,
      ...env,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/\[shell-server\] cannot start: /);
    expect(output).toMatch(message);
  });
});
