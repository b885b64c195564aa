import { bookingTypeAtom, createTestStore, passengerTokenAtom } from '..';

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('storage that fails never breaks the page', () => {
  test('a full storage (quota) keeps the value in memory and logs', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const s = createTestStore();
    expect(() => s.set(bookingTypeAtom, 'hourly')).not.toThrow();
    expect(s.get(bookingTypeAtom)).toBe('hourly');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not save "BookingType"'), expect.anything());
  });

  test('storage that refuses to be read gives the default', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(createTestStore().get(passengerTokenAtom)).toBeNull();
  });

  test('no localStorage at all (blocked by the browser) still works in memory', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    const s = createTestStore();
    expect(s.get(bookingTypeAtom)).toBeNull();
    s.set(bookingTypeAtom, 'milleage');
    expect(s.get(bookingTypeAtom)).toBe('milleage');
  });

  test('removing from failing storage is tolerated', () => {
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('nope');
    });
    const s = createTestStore();
    expect(() => s.set(bookingTypeAtom, null)).not.toThrow();
  });
});
