import { sampleBookingForm, samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import { quantityFor, resultsView } from '../results-view';

describe('resultsView: the lowest-price pick', () => {
  test.each([
    ['MULTIPLE_OPERATORS enable', 'enable', { vehicle_id: 1, company_id: 20 }, true, 4],
    ['MULTIPLE_OPERATORS disable', 'disable', null, false, 5],
    ['MULTIPLE_OPERATORS missing', undefined, null, false, 5],
  ])('%s', (_case, value, lowest, showRatings, listed) => {
    const view = resultsView(samplePriceDetails, { ...sampleSettings, MULTIPLE_OPERATORS: value });
    if (lowest) expect(view.lowest).toMatchObject(lowest);
    else expect(view.lowest).toBeNull();
    expect(view.showRatings).toBe(showRatings);
    // The Lowest Price card's entry is not repeated in the list.
    expect(view.entries).toHaveLength(listed);
    expect(view.entries).not.toContain(view.lowest);
    expect(view.count).toBe(5);
  });

  test.each([
    ['no price details', null],
    ['an empty list', []],
    ['only zero prices', [{ ...samplePriceDetails[0], price: 0 }]],
  ])('no Lowest Price card with %s', (_case, list) => {
    expect(resultsView(list, sampleSettings).lowest).toBeNull();
  });
});

describe('resultsView: the vehicle class shown', () => {
  const mpvs = [samplePriceDetails[3], { ...samplePriceDetails[3], company_id: 30, company_name: 'County Minibus', price: 85 }];
  const list = [...samplePriceDetails, mpvs[1]];

  test('the chosen class narrows the list, and the Lowest Price card is the cheapest of that class', () => {
    const view = resultsView(list, sampleSettings, 'mpv');
    expect(view.vehicleClass).toBe('mpv');
    expect(view.lowest).toBe(mpvs[1]);
    expect(view.entries).toEqual([mpvs[0]]);
    expect(view.count).toBe(2);
  });

  test.each([
    ['a class the offers do not have', 'estate'],
    ['everything', 'all'],
  ] as const)('%s shows every offer', (_case, choice) => {
    const view = resultsView(list, sampleSettings, choice);
    expect(view.vehicleClass).toBe('all');
    expect(view.count).toBe(6);
  });

  test('offers the classes present, with their counts', () => {
    expect(resultsView(list, sampleSettings).classes.map((option) => `${option.label} ${option.count}`)).toEqual([
      'All 6',
      'Saloon 2',
      'Executive 1',
      'MPV 2',
      'Minibus 1',
    ]);
  });
});

describe('resultsView: the Lowest Price card books one vehicle, so it must carry the party alone', () => {
  const list = samplePriceDetails;
  const party = (over: object) => ({ ...sampleBookingForm, select_option: 'one_way' as const, luggages: 0, hand_luggages: 0, ...over });
  test.each([
    ['a party every vehicle carries: the cheapest', party({ passengers: 1 }), { vehicle_id: 1, company_id: 20 }],
    ['a party only the 16-seater carries: that one', party({ passengers: 12 }), { vehicle_id: 4, company_id: 30 }],
    [
      'a return leg only the 16-seater carries',
      party({ select_option: 'return', passengers: 1, return_passengers: 12 }),
      { vehicle_id: 4, company_id: 30 },
    ],
    ['a party no vehicle carries alone (a capacity offer): none', party({ passengers: 20 }), null],
    ['an hourly hire (no form): the cheapest', null, { vehicle_id: 1, company_id: 20 }],
  ])('%s', (_case, form, lowest) => {
    const view = resultsView(list, sampleSettings, 'all', form);
    if (lowest) expect(view.lowest).toMatchObject(lowest);
    else expect(view.lowest).toBeNull();
    expect(view.entries).toHaveLength(list.length - (lowest ? 1 : 0));
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
