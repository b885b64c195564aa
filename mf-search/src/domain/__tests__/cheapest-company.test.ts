import { samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import { isCheapestCompanyOnly, keepCheapestCompany } from '../cheapest-company';

const entry = (vehicle_id: number, company_id: number, price: number | string) => ({ vehicle_id, company_id, price });
const list = [entry(1, 10, 55), entry(2, 10, 80), entry(1, 20, 42.5), entry(3, 20, 90), entry(2, 30, 60)];

describe('keepCheapestCompany (product §4)', () => {
  const both = { MULTIPLE_PRICES: 'enable', CHEAPEST_COMPANY_PRICE: 'enable' };

  test('keeps only the company with the lowest price', () => {
    expect(keepCheapestCompany(list).map((e) => e.vehicle_id + '-' + e.company_id)).toEqual(['1-20', '3-20']);
  });

  test.each([
    ['both enable', both, 2],
    ['only MULTIPLE_PRICES', { MULTIPLE_PRICES: 'enable', CHEAPEST_COMPANY_PRICE: 'disable' }, 5],
    ['only CHEAPEST_COMPANY_PRICE', { CHEAPEST_COMPANY_PRICE: 'enable' }, 5],
    ['no settings loaded', {}, 5],
    ['settings null', null, 5],
  ])('with settings %s keeps %i entries', (_name, settings, count) => {
    expect(keepCheapestCompany(list, settings)).toHaveLength(count);
  });

  test('company ids compare across number and string', () => {
    const mixed = [entry(1, 7, 10), { vehicle_id: 2, company_id: '7', price: 20 }, entry(3, 8, 15)];
    expect(keepCheapestCompany(mixed)).toHaveLength(2);
  });

  test('an empty or unpriced list is returned as it is', () => {
    expect(keepCheapestCompany([], both)).toEqual([]);
    expect(keepCheapestCompany([entry(1, 1, 0)], both)).toHaveLength(1);
  });

  test('isCheapestCompanyOnly', () => {
    expect(isCheapestCompanyOnly(both)).toBe(true);
    expect(isCheapestCompanyOnly({ MULTIPLE_PRICES: 'enable' })).toBe(false);
  });
});

test('the shared price fixture has two entries of its cheapest company', () => {
  expect(keepCheapestCompany(samplePriceDetails, { ...sampleSettings, CHEAPEST_COMPANY_PRICE: 'enable' })).toHaveLength(2);
});
