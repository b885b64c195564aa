// The operator's own words for a visitor (product §10 "Visitor clarity"): what a price includes, the
// cancellation policy, airport meeting instructions and the Terms and Privacy pages. Read from the
// environment or a JSON file (OPERATOR_TEXTS_FILE); a wrong value stops the server with a message
// naming it. deploy/nginx/operator-texts.jq applies the same rules in the nginx image, and
// shell/server/__tests__/operator-texts-nginx.test.ts keeps the two in step.
import { readFileSync } from 'node:fs';
import type { Env } from './env-fields';

export type OperatorTextKey = 'priceIncludes' | 'cancellationPolicy' | 'meetingInstructions' | 'termsUrl' | 'privacyUrl';
/** The `operator` object of /config.json (shared/src/store/operator-atoms.ts's OperatorTexts). */
export type OperatorTextsConfig = Record<OperatorTextKey, string | null> & { sample: boolean };
/** The operator texts file, its shape checked: texts, `sample`, and the `brand` (brand.ts checks it). */
export type OperatorTextsFile = Partial<Record<OperatorTextKey, string | null>> & { sample?: boolean; brand?: unknown };

/** Each key of the `operator` object and the variable that sets it. */
export const OPERATOR_TEXT_ENV: Record<OperatorTextKey, string> = {
  priceIncludes: 'PRICE_INCLUDES',
  cancellationPolicy: 'CANCELLATION_POLICY',
  meetingInstructions: 'MEETING_INSTRUCTIONS',
  termsUrl: 'TERMS_URL',
  privacyUrl: 'PRIVACY_URL',
};
export const OPERATOR_TEXT_MAX = 600;

const URL_KEYS: string[] = ['termsUrl', 'privacyUrl'];
// `brand` is the operator's brand (brand.ts reads it).
const FILE_KEYS = [...Object.keys(OPERATOR_TEXT_ENV), 'sample', 'brand'];
// RFC 3986's characters only: no space, backslash or control character; '//' would leave the site.
const URL_CHAR = "A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-";
export const SITE_PATH = new RegExp(`^/([${URL_CHAR.replace('/', '')}][${URL_CHAR}]*)?$`);
export const WEB_ADDRESS = new RegExp(`^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][${URL_CHAR}]*)?$`, 'i');
// Line breaks and tabs are text; anything else below a space (and DEL and C1 controls) is not.
export const isControl = (code: number) => code < 9 || (code > 10 && code < 32) || (code >= 127 && code <= 159);
export const MARKUP = /<[A-Za-z!/?]/;

export const clean = (value: string) =>
  value
    .replace(/\r\n/g, '\n')
    .replace(/^[ \t\r\n]+/, '')
    .replace(/[ \t\r\n]+$/, '');

function check(key: OperatorTextKey, value: string, name: string) {
  const length = [...value].length;
  if (length > OPERATOR_TEXT_MAX) return `${name}: ${length} characters; at most ${OPERATOR_TEXT_MAX}.`;
  if (URL_KEYS.includes(key)) {
    if (SITE_PATH.test(value) || WEB_ADDRESS.test(value)) return null;
    return `${name}: "${value}" is not a site path or a web address. Give a path starting with one / (e.g. /terms) or an http:// or https:// address.`;
  }
  if ([...value].some((char) => isControl(char.codePointAt(0) ?? 0)))
    return `${name}: contains a control character; give plain text (line breaks are fine).`;
  if (MARKUP.test(value)) return `${name}: looks like HTML; give plain text, which is shown exactly as written.`;
  return null;
}

/** The operator texts file's object, checked for its shape; brand.ts reads its `brand`. */
export function readFile(file: string): OperatorTextsFile {
  let raw;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`OPERATOR_TEXTS_FILE: cannot read "${file}".`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error(`OPERATOR_TEXTS_FILE: "${file}" is not JSON.`);
  }
  const keys = FILE_KEYS.join(', ');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`OPERATOR_TEXTS_FILE: "${file}" must hold one JSON object with the keys ${keys}.`);
  }
  const fields = data as Record<string, unknown>;
  const unknown = Object.keys(fields)
    .sort()
    .find((key) => !FILE_KEYS.includes(key));
  if (unknown !== undefined) throw new Error(`OPERATOR_TEXTS_FILE: unknown key "${unknown}"; the keys are ${keys}.`);
  for (const key of Object.keys(OPERATOR_TEXT_ENV)) {
    if (fields[key] !== undefined && fields[key] !== null && typeof fields[key] !== 'string') {
      throw new Error(`OPERATOR_TEXTS_FILE: ${key} must be text or null.`);
    }
  }
  if (fields.sample !== undefined && typeof fields.sample !== 'boolean')
    throw new Error('OPERATOR_TEXTS_FILE: sample must be true or false.');
  return fields as OperatorTextsFile;
}

/**
 * The `operator` object of /config.json: each text from its variable when that is set, else from the
 * file; null when none is set. `sample` is the file's, and only while a value comes from the file.
 */
export function readOperatorTexts(env: Env = process.env): OperatorTextsConfig | null {
  const file: OperatorTextsFile = env.OPERATOR_TEXTS_FILE ? readFile(env.OPERATOR_TEXTS_FILE) : {};
  const texts = {} as Record<OperatorTextKey, string | null>;
  let fromFile = false;
  for (const [key, name] of Object.entries(OPERATOR_TEXT_ENV) as [OperatorTextKey, string][]) {
    const own = clean(env[name] ?? '');
    const filed = clean(file[key] ?? '');
    const value = own || filed || null;
    if (value) {
      const problem = check(key, value, own ? name : `OPERATOR_TEXTS_FILE ${key}`);
      if (problem) throw new Error(problem);
    }
    fromFile ||= !own && Boolean(filed);
    texts[key] = value;
  }
  if (Object.values(texts).every((value) => value === null)) return null;
  return { ...texts, sample: fromFile && file.sample === true };
}
