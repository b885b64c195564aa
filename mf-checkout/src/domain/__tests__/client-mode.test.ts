import { availableClientModes, defaultClientMode, switchClientMode, type ClientMode } from '../client-mode';

describe('switchClientMode (product §4)', () => {
  test.each<[ClientMode, ClientMode, ClientMode]>([
    ['existing_client', 'new_client', 'new_client'],
    ['guest_login', 'new_client', 'new_client'],
    ['new_client', 'existing_client', 'existing_client'],
    ['guest_login', 'existing_client', 'existing_client'],
    ['new_client', 'guest_login', 'guest_login'],
    ['existing_client', 'guest_login', 'guest_login'],
    ['guest_login', 'guest_login', 'guest_login'],
    ['new_client', 'new_client', 'new_client'],
    ['existing_client', 'existing_client', 'existing_client'],
  ])('from %s to %s gives %s', (from, to, result) => expect(switchClientMode(from, to)).toBe(result));
});

describe('client modes offered (product §10 "Settings": GUEST_LOGIN)', () => {
  test.each([
    [{ GUEST_LOGIN: 'enable' }, ['guest_login', 'new_client', 'existing_client'], 'guest_login'],
    [{ GUEST_LOGIN: 'disable' }, ['new_client', 'existing_client'], 'new_client'],
    [{}, ['new_client', 'existing_client'], 'new_client'],
  ])('%p', (settings, modes, first) => {
    expect(availableClientModes(settings)).toEqual(modes);
    expect(defaultClientMode(settings)).toBe(first);
  });
});
