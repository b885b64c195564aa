import { samplePriceDetails } from '@booking/shared/testing';
import { isResultsSort, sortEntries, type ResultsSort } from '../sort-entries';

const onRequest = { ...samplePriceDetails[4], company_id: 40, company_name: 'On Request', price: 0 };
const list = [...samplePriceDetails, onRequest];
const names = (sort: ResultsSort) => sortEntries(list, sort).map((e) => `${e.vehicle_type}/${e.company_id}`);

describe('sortEntries', () => {
  test.each([
    ['recommended', ['Saloon/10', 'Executive/10', 'Saloon/20', 'MPV/20', 'Minibus 16 Seater/30', 'Minibus 16 Seater/40']],
    ['price', ['Saloon/20', 'Saloon/10', 'Executive/10', 'MPV/20', 'Minibus 16 Seater/30', 'Minibus 16 Seater/40']],
    ['seats-fewest', ['Saloon/20', 'Saloon/10', 'Executive/10', 'MPV/20', 'Minibus 16 Seater/30', 'Minibus 16 Seater/40']],
    ['seats-most', ['Minibus 16 Seater/30', 'Minibus 16 Seater/40', 'MPV/20', 'Saloon/20', 'Saloon/10', 'Executive/10']],
  ] as const)('%s', (sort, expected) => expect(names(sort)).toEqual(expected));

  it('never changes the list it is given', () => {
    const copy = [...list];
    sortEntries(list, 'price');
    expect(list).toEqual(copy);
  });

  test.each([
    ['price', true],
    ['seats-most', true],
    ['cheapest', false],
    [null, false],
  ])('%p is a sort: %p', (value, expected) => {
    expect(isResultsSort(value)).toBe(expected);
  });
});
