import { samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import { quantityFor, resultsView } from '../results-view';

describe('resultsView: the lowest-price pick', () => {
  test.each([
    ['MULTIPLE_OPERATORS enable', 'enable', { vehicle_id: 1, company_id: 20 }, true],
    ['MULTIPLE_OPERATORS disable', 'disable', null, false],
    ['MULTIPLE_OPERATORS missing', undefined, null, false],
  ])('%s', (_case, value, lowest, showRatings) => {
    const view = resultsView(samplePriceDetails, { ...sampleSettings, MULTIPLE_OPERATORS: value });
    if (lowest) expect(view.lowest).toMatchObject(lowest);
    else expect(view.lowest).toBeNull();
    expect(view.showRatings).toBe(showRatings);
    expect(view.entries).toHaveLength(5);
  });

  test.each([
    ['no price details', null],
    ['an empty list', []],
    ['only zero prices', [{ ...samplePriceDetails[0], price: 0 }]],
  ])('no Lowest Price card with %s', (_case, list) => {
    expect(resultsView(list, sampleSettings).lowest).toBeNull();
  });
});

describe('quantityFor', () => {
  test.each([
    [{}, 1],
    [{ '1-10': 3 }, 3],
    [{ '1-20': 6 }, 1],
  ])('%p gives %p for vehicle 1 of company 10', (selections, expected) => {
    expect(quantityFor(selections, samplePriceDetails[0])).toBe(expected);
  });
});
