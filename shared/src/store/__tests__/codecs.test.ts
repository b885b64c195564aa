import { decodeValue, encodedValuesCodec, encodeValue, fromBase64Utf8, toBase64Utf8 } from '../codecs';

describe('base64 of UTF-8 JSON', () => {
  test.each([
    ['ASCII', 'Heathrow Airport'],
    ['accents and curly quotes', 'Zoë’s café, Crème Brûlée Lane'],
    ['emoji outside the BMP', 'Taxi 🚕 to 🏴'],
    ['pound sign', '£12.50'],
  ])('%s round-trips', (_name, text) => {
    expect(fromBase64Utf8(toBase64Utf8(text))).toBe(text);
    expect(decodeValue(encodeValue({ text }))).toEqual({ text });
  });

  test('matches the standard encoding', () => {
    expect(toBase64Utf8('£')).toBe('wqM=');
    expect(encodeValue('hi')).toBe(btoa('"hi"'));
  });

  test('long values (past one chunk) round-trip', () => {
    const long = 'é'.repeat(100_000);
    expect(fromBase64Utf8(toBase64Utf8(long))).toBe(long);
  });

  test.each([
    ['not base64', '%%%'],
    ['base64 of invalid UTF-8', btoa(String.fromCharCode(0xff, 0xfe))],
  ])('%s throws', (_name, text) => expect(() => fromBase64Utf8(text)).toThrow());

  test('base64 of text that is not JSON throws on decode', () => {
    expect(() => decodeValue(btoa('not json'))).toThrow();
  });
});

describe('appSettings codec: name -> encoded value', () => {
  test('each value is encoded on its own', () => {
    const text = encodedValuesCodec.encode({ CURRENCY: '£', SHOWCARD: 'yes' });
    expect(JSON.parse(text)).toEqual({ CURRENCY: encodeValue('£'), SHOWCARD: encodeValue('yes') });
    expect(encodedValuesCodec.decode(text)).toEqual({ CURRENCY: '£', SHOWCARD: 'yes' });
  });

  test.each([
    ['an array', '[]'],
    ['a value that is not text', '{"CURRENCY": 3}'],
    ['a value that is not base64', '{"CURRENCY": "£"}'],
  ])('%s throws', (_name, text) => expect(() => encodedValuesCodec.decode(text)).toThrow());
});
