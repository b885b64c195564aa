import { checkPath, checkSettings, DEFAULT_SETTINGS, moneySettings, storedAreaSettings } from '../area-options';

// A portal's options (README "Options"): what each value becomes, and what the console is told.

describe('checkSettings', () => {
  it.each([
    ['no settings', undefined, DEFAULT_SETTINGS],
    ['an empty object', {}, DEFAULT_SETTINGS],
    ['a euro operator', { currency: 'EUR' }, { ...DEFAULT_SETTINGS, currency: '€' }],
    ['a code in lower case, with spaces', { currency: ' usd ' }, { ...DEFAULT_SETTINGS, currency: '$' }],
    ['GBP, the default', { currency: 'GBP' }, DEFAULT_SETTINGS],
    ['a currency without a sign of its own', { currency: 'CHF' }, { ...DEFAULT_SETTINGS, currency: 'CHF' }],
    ['rounding on', { roundOff: true }, { ...DEFAULT_SETTINGS, roundOff: true }],
    ['rounding off', { roundOff: false }, DEFAULT_SETTINGS],
    ['a company name, trimmed', { companyName: ' Acme Executive Travel ' }, { ...DEFAULT_SETTINGS, companyName: 'Acme Executive Travel' }],
    ['all three', { currency: 'EUR', roundOff: true, companyName: 'Acme' }, { currency: '€', roundOff: true, companyName: 'Acme' }],
  ])('%s: no complaint', (_case, settings, expected) => {
    expect(checkSettings(settings)).toEqual({ value: expected, problems: [] });
  });

  it.each([
    [
      'a sign for a code',
      { currency: '€' },
      "settings.currency must be an ISO 4217 currency code such as 'EUR', not '€'; using 'GBP' (£).",
    ],
    [
      'an unknown code',
      { currency: 'EUX' },
      "settings.currency must be an ISO 4217 currency code such as 'EUR', not 'EUX'; using 'GBP' (£).",
    ],
    ['a number', { currency: 978 }, "settings.currency must be an ISO 4217 currency code such as 'EUR', not 978; using 'GBP' (£)."],
    ['the setting’s yes', { roundOff: 'yes' }, "settings.roundOff must be true or false, not 'yes'; using false."],
    ['a string boolean', { roundOff: 'true' }, "settings.roundOff must be true or false, not 'true'; using false."],
    ['a number for roundOff', { roundOff: 1 }, 'settings.roundOff must be true or false, not 1; using false.'],
    ['null for roundOff', { roundOff: null }, 'settings.roundOff must be true or false, not null; using false.'],
    ['a blank name', { companyName: '  ' }, "settings.companyName must be a non-empty text, not '  '; using 'Home'."],
    [
      'a name that is not text',
      { companyName: { name: 'Acme' } },
      "settings.companyName must be a non-empty text, not object; using 'Home'.",
    ],
    [
      'a stored setting’s name',
      { CURRENCY: 'EUR' },
      "settings has no option 'CURRENCY' (the options are currency, roundOff, companyName); it is ignored.",
    ],
    ['not an object', 'EUR', "settings must be an object { currency, roundOff, companyName }, not 'EUR'; using the defaults."],
    ['null', null, 'settings must be an object { currency, roundOff, companyName }, not null; using the defaults.'],
    ['an array', ['EUR'], 'settings must be an object { currency, roundOff, companyName }, not object; using the defaults.'],
  ])('%s: the default, and the console names the option', (_case, settings, problem) => {
    expect(checkSettings(settings)).toEqual({ value: DEFAULT_SETTINGS, problems: [`mf_corporate: ${problem}`] });
  });

  it('keeps the good options beside a wrong one', () => {
    const { value, problems } = checkSettings({ currency: 'EUR', roundOff: 'no', companyName: 'Acme' });
    expect(value).toEqual({ currency: '€', roundOff: false, companyName: 'Acme' });
    expect(problems).toEqual(["mf_corporate: settings.roundOff must be true or false, not 'no'; using false."]);
  });
});

describe('checkPath', () => {
  it.each([
    [undefined, '/', []],
    ['/', '/', []],
    ['/book', '/book', []],
    ['/book?from=corporate', '/book?from=corporate', []],
    ['book', '/', ["mf_corporate: homePath must be a path on this site starting with '/', such as '/book', not 'book'; using '/'."]],
    [
      'https://elsewhere.example/',
      '/',
      [
        "mf_corporate: homePath must be a path on this site starting with '/', such as '/book', not 'https://elsewhere.example/'; using '/'.",
      ],
    ],
    [
      '//elsewhere.example',
      '/',
      ["mf_corporate: homePath must be a path on this site starting with '/', such as '/book', not '//elsewhere.example'; using '/'."],
    ],
    [42, '/', ["mf_corporate: homePath must be a path on this site starting with '/', such as '/book', not 42; using '/'."]],
  ])('homePath %j -> %j', (path, value, problems) => {
    expect(checkPath('homePath', path, '/')).toEqual({ value, problems });
  });
});

describe('our shell’s stored settings', () => {
  it.each([
    [null, DEFAULT_SETTINGS],
    [{}, DEFAULT_SETTINGS],
    [
      { CURRENCY: '€', ROUND_OFF: 'yes', Company_Name: 'Harbour Line' },
      { currency: '€', roundOff: true, companyName: 'Harbour Line' },
    ],
    [
      { CURRENCY: 'GBP', ROUND_OFF: 'no', Company_Name: ' ' },
      { currency: 'GBP', roundOff: false, companyName: 'Home' },
    ],
  ])('%j -> %j', (stored, expected) => {
    expect(storedAreaSettings(stored)).toEqual(expected);
  });
});

it('gives formatPrice the currency and the rounding', () => {
  expect(moneySettings({ currency: '€', roundOff: true, companyName: 'Acme' })).toEqual({ CURRENCY: '€', ROUND_OFF: 'yes' });
});
