/** How a stored item is written as text. Every decode may throw; the storage layer catches it. */
export interface Codec {
  encode(value: unknown): string;
  decode(text: string): unknown;
}

/**
 * Base64 of UTF-8 bytes: btoa alone only takes Latin-1, and stored names may hold any character.
 * encodeURIComponent does the UTF-8 step, so this runs wherever btoa does (no TextEncoder needed).
 */
export function toBase64Utf8(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return btoa(binary);
}

/** The inverse of toBase64Utf8; throws on text that is not base64 of valid UTF-8. */
export function fromBase64Utf8(base64: string): string {
  const binary = atob(base64.trim());
  let escaped = '';
  for (let i = 0; i < binary.length; i += 1) escaped += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped); // URIError on bytes that are not UTF-8
}

/** "Encoded" (product §3): base64 of UTF-8 JSON. */
export const encodeValue = (value: unknown): string => toBase64Utf8(JSON.stringify(value));
export const decodeValue = (text: string): unknown => JSON.parse(fromBase64Utf8(text));

export const jsonCodec: Codec = { encode: (v) => JSON.stringify(v), decode: (t) => JSON.parse(t) };

export const encodedCodec: Codec = { encode: encodeValue, decode: decodeValue };

/**
 * Plain JSON that also accepts a bare string ('hourly' as well as '"hourly"'), for one-word items
 * that an older page or a test may have written without quotes. The schema still decides.
 */
export const jsonOrTextCodec: Codec = {
  encode: (v) => JSON.stringify(v),
  decode: (t) => {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  },
};

/** appSettings (product §3): a JSON object of setting name -> encoded value. */
export const encodedValuesCodec: Codec = {
  encode: (value) =>
    JSON.stringify(Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, encodeValue(v)]))),
  decode: (text) => {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not an object');
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => {
        if (typeof v !== 'string') throw new TypeError(`setting ${k} is not encoded text`);
        return [k, decodeValue(v)];
      }),
    );
  },
};
