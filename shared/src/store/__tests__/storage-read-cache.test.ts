import { z } from 'zod/mini';
import { jsonCodec } from '../codecs';
import { createValidatedStorage } from '../storage';

const schema = z.nullable(z.array(z.object({ price: z.number() })));

beforeEach(() => localStorage.clear());

describe('a stored item read again', () => {
  test('the same text gives back the same value, validated once', () => {
    const parse = jest.spyOn(schema, 'safeParse');
    const storage = createValidatedStorage(schema, jsonCodec);
    localStorage.setItem('PriceDetails', JSON.stringify([{ price: 40 }]));
    const first = storage.read('PriceDetails', null);
    const second = storage.read('PriceDetails', null);
    expect(first).toEqual([{ price: 40 }]);
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  test('a different text, as another tab writes, is read and validated afresh', () => {
    const storage = createValidatedStorage(schema, jsonCodec);
    localStorage.setItem('PriceDetails', JSON.stringify([{ price: 40 }]));
    storage.read('PriceDetails', null);
    localStorage.setItem('PriceDetails', JSON.stringify([{ price: 55 }]));
    expect(storage.read('PriceDetails', null)).toEqual([{ price: 55 }]);
  });

  test('a corrupt text is dropped each time, never served from the cache', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createValidatedStorage(schema, jsonCodec);
    localStorage.setItem('PriceDetails', JSON.stringify([{ price: 40 }]));
    storage.read('PriceDetails', null);
    localStorage.setItem('PriceDetails', '[{"price":"forty"}]');
    expect(storage.read('PriceDetails', null)).toBeNull();
    expect(localStorage.getItem('PriceDetails')).toBeNull();
    expect(storage.read('PriceDetails', null)).toBeNull();
    warn.mockRestore();
  });
});
