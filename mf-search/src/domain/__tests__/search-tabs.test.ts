import { bookingTypeForSearchTab, defaultSearchTab, visibleSearchTabs } from '../search-tabs';

describe('visibleSearchTabs (product §2 and §10 "Settings")', () => {
  test.each([
    ['no settings: GET A QUOTE only', {}, ['quote']],
    ['hourly enable, quotation off: both, quote first', { HOURLY_RATE_STATUS: 'enable' }, ['quote', 'hourly']],
    ['hourly enable, quotation enable: hourly only (and default)', { HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable' }, ['hourly']],
    ['quotation enable, hourly off: no tab would show, so GET A QUOTE', { QUOTATION: 'enable' }, ['quote']],
    ['hourly disable', { HOURLY_RATE_STATUS: 'disable' }, ['quote']],
  ])('%s', (_name, settings, tabs) => expect(visibleSearchTabs(settings)).toEqual(tabs));

  test.each([
    ['saved hourly restores the hourly tab', { HOURLY_RATE_STATUS: 'enable' }, 'hourly', 'hourly'],
    ['saved milleage restores the quote tab', { HOURLY_RATE_STATUS: 'enable' }, 'milleage', 'quote'],
    ['a saved tab that is hidden is ignored', {}, 'hourly', 'quote'],
    ['hourly default when quotation is enable', { HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable' }, null, 'hourly'],
    ['first tab otherwise', { HOURLY_RATE_STATUS: 'enable' }, undefined, 'quote'],
  ])('defaultSearchTab: %s', (_name, settings, saved, tab) => expect(defaultSearchTab(settings, saved)).toBe(tab));

  test('tabs map to booking types', () => {
    expect(bookingTypeForSearchTab('quote')).toBe('milleage');
    expect(bookingTypeForSearchTab('hourly')).toBe('hourly');
  });
});
