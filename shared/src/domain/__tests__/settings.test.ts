import { isEnabled, isYes, SETTING_KEYS, settingNumber, settingsFromList } from '../settings';

describe('setting readers', () => {
  test('keys name themselves, including the ones product §10 "Settings" names', () => {
    expect(SETTING_KEYS.HOURLY_RATE_STATUS).toBe('HOURLY_RATE_STATUS');
    expect(SETTING_KEYS.SHOW_POPULAR_LOCATION).toBe('SHOW_POPULAR_LOCATION');
    expect(SETTING_KEYS.Company_Name).toBe('Company_Name');
    expect(SETTING_KEYS.SHOW_SERVICES_SECTION).toBe('SHOW_SERVICES_SECTION');
    expect(Object.keys(SETTING_KEYS)).toHaveLength(30);
  });

  test.each([
    ['enable', true],
    ['Enable ', true],
    ['disable', false],
    ['yes', false],
    ['', false],
    [undefined, false],
  ])('isEnabled with %p is %p', (value, result) => {
    expect(isEnabled({ SHOW_NAVBAR_PAGE: value }, SETTING_KEYS.SHOW_NAVBAR_PAGE)).toBe(result);
  });

  test.each([
    ['yes', true],
    ['YES', true],
    ['no', false],
    ['enable', false],
    [undefined, false],
  ])('isYes with %p is %p', (value, result) => expect(isYes({ SHOWCARD: value }, 'SHOWCARD')).toBe(result));

  test('null settings read as off', () => {
    expect(isEnabled(null, 'QUOTATION')).toBe(false);
    expect(isYes(undefined, 'ROUND_OFF')).toBe(false);
  });

  test.each([
    ['120', 0, 120],
    ['2.5', 0, 2.5],
    ['', 0, 0],
    [undefined, 60, 60],
    ['abc', 7, 7],
    [' 15 ', 0, 15],
  ])('settingNumber(%p, fallback %p) is %p', (value, fallback, result) => {
    expect(settingNumber({ GRACE_TIME: value }, 'GRACE_TIME', fallback)).toBe(result);
  });
});

test('settingsFromList maps the settings call to names and values', () => {
  expect(
    settingsFromList([
      { setting_name: 'CURRENCY', setting_value: '£' },
      { setting_name: 'ROUND_OFF', setting_value: null },
      { setting_name: 'CURRENCY', setting_value: 'GBP' },
    ]),
  ).toEqual({ CURRENCY: 'GBP', ROUND_OFF: '' });
});
