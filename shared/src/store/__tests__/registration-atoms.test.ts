import {
  clearBookingDataAtom,
  createTestStore,
  encodeValue,
  personalDetailsDraftAtom,
  registrationDataAtom,
  registrationPasswordAtom,
} from '..';
import { decodeValue } from '../codecs';

const details = {
  firstName: 'Zoë',
  surname: 'Smith',
  number: '+447700900000',
  email: 'zoe@example.com',
  username: 'zoe@example.com',
  privacyAccepted: true,
  termsAccepted: true,
  passengerDetails: 'no',
  passengerName: 'Zoë Smith',
  passengerEmail: 'zoe@example.com',
  passengerPhone: '+447700900000',
  additionalInfo: '',
  return_additionalInfo: '',
};
const SECRET = 'Secret#2025';

/** Every stored item's text, decoded where it is encoded: nothing a password could hide in. */
const everythingStored = () =>
  Object.keys(localStorage)
    .map((key) => {
      const raw = localStorage.getItem(key)!;
      try {
        return JSON.stringify(decodeValue(raw));
      } catch {
        return raw;
      }
    })
    .join('\n');

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('registrationData never holds a password', () => {
  // [case, how the value arrives, password held in memory after it]
  test.each([
    ['written with a password', (s: ReturnType<typeof createTestStore>) => s.set(registrationDataAtom, { ...details, password: SECRET })],
    [
      'updated from a value with a password',
      (s: ReturnType<typeof createTestStore>) => s.set(registrationDataAtom, () => ({ ...details, password: SECRET })),
    ],
    ['stored by an older page with one', () => localStorage.setItem('registrationData', encodeValue({ ...details, password: SECRET }))],
  ])('%s: kept and read back without it', (_case, arrive) => {
    const s = createTestStore();
    arrive(s);
    expect(s.get(registrationDataAtom)).toEqual({ ...details, password: '' });
    expect(everythingStored()).not.toContain(SECRET);
    expect(decodeValue(localStorage.getItem('registrationData')!)).toMatchObject({ email: 'zoe@example.com', password: '' });
    expect(createTestStore().get(registrationDataAtom)).toEqual({ ...details, password: '' });
  });

  test('a value without a password is kept as it is (no rewrite on read)', () => {
    const text = encodeValue({ ...details, password: '' });
    localStorage.setItem('registrationData', text);
    const s = createTestStore();
    expect(s.get(registrationDataAtom)).toBe(s.get(registrationDataAtom));
    expect(localStorage.getItem('registrationData')).toBe(text);
  });
});

describe('registrationPasswordAtom', () => {
  test('lives in memory only: nothing stored holds it, and a reload starts empty', () => {
    const s = createTestStore();
    s.set(registrationPasswordAtom, SECRET);
    s.set(registrationDataAtom, { ...details, password: s.get(registrationPasswordAtom) });
    expect(s.get(registrationPasswordAtom)).toBe(SECRET);
    expect(everythingStored()).not.toContain(SECRET);
    expect(createTestStore().get(registrationPasswordAtom)).toBe('');
  });
});

describe('personalDetailsDraftAtom', () => {
  const draft = {
    firstName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    number: '07700 900123',
    privacyAccepted: false,
    termsAccepted: false,
    additionalInfo: 'Two cases',
    return_additionalInfo: '',
    pickupFlight: 'BA 117',
    returnFlight: null,
  };

  test('is stored encoded under personalDetailsDraft and read back by a new store (a refresh)', () => {
    createTestStore().set(personalDetailsDraftAtom, draft);
    expect(decodeValue(localStorage.getItem('personalDetailsDraft')!)).toEqual(draft);
    expect(createTestStore().get(personalDetailsDraftAtom)).toEqual(draft);
  });

  test('keeps only its own fields: a password spread into it is never written', () => {
    createTestStore().set(personalDetailsDraftAtom, { ...draft, password: SECRET } as typeof draft);
    expect(everythingStored()).not.toContain(SECRET);
    expect(createTestStore().get(personalDetailsDraftAtom)).toEqual(draft);
  });

  test('goes with the rest of the booking data after a confirmation, with the password', () => {
    const s = createTestStore();
    s.set(personalDetailsDraftAtom, draft);
    s.set(registrationPasswordAtom, SECRET);
    s.set(clearBookingDataAtom);
    expect(localStorage.getItem('personalDetailsDraft')).toBeNull();
    expect(s.get(registrationPasswordAtom)).toBe('');
  });
});
