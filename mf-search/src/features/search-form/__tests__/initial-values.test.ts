import { defaultBookingForm } from '../../../domain/forms';
import { initialQuoteForm } from '../model/initial-values';

const at = (iso: string) => new Date(iso).getTime();
const NOW = at('2025-06-01T09:02:00Z'); // 10:02 in the UK (BST)

describe('quote form defaults', () => {
  it('offers tomorrow, the day after for the return, and now rounded to 5 minutes in the UK, both ways', () => {
    const form = initialQuoteForm(null, NOW);
    expect(form).toMatchObject({ pickup_date: '2025-06-02', return_date: '2025-06-03', pickup_hour: '10am', pickup_min: '00' });
    expect(form).toMatchObject({
      select_option: 'one_way',
      passengers: 1,
      return_passengers: 1,
      return_hour: '10am',
      return_min: '00',
      meet_and_greet: 'no',
    });
  });

  it('rolls over to the next day at 23:58 UK time', () => {
    const form = initialQuoteForm(null, at('2025-06-01T22:58:00Z')); // 23:58 BST
    expect(form).toMatchObject({ pickup_hour: '12am', pickup_min: '00', pickup_date: '2025-06-02' });
  });

  it('uses UK time, not UTC, just after midnight in summer', () => {
    expect(initialQuoteForm(null, at('2025-06-01T23:10:00Z')).pickup_date).toBe('2025-06-03'); // 00:10 BST on 2 June
  });

  it('skips the missing hour on the spring clock change', () => {
    expect(initialQuoteForm(null, at('2025-03-30T00:58:00Z')).pickup_hour).toBe('2am'); // 00:58 GMT -> 02:00 BST
  });

  it('uses the repeated hour on the autumn clock change', () => {
    expect(initialQuoteForm(null, at('2025-10-26T01:03:00Z'))).toMatchObject({ pickup_hour: '1am', pickup_min: '05' }); // 01:03 GMT
  });

  it('keeps a saved future journey and refreshes a stale date', () => {
    const saved = { ...defaultBookingForm(NOW), pickup: 'LHR', pickup_date: '2025-06-05', return_date: '2025-06-06' };
    expect(initialQuoteForm(saved, NOW)).toEqual(saved);
    const stale = { ...saved, pickup_date: '2025-05-30' };
    expect(initialQuoteForm(stale, NOW)).toMatchObject({ pickup: 'LHR', pickup_date: '2025-06-02', return_date: '2025-06-03' });
  });

  it.each([
    ['a saved one-way journey (its return stored blank, 12am): the outward time', 'one_way', '4pm', '15'],
    ['a saved return trip: its own return time', 'return', '12am', '00'],
  ] as const)('starts the return at %s', (_case, select_option, return_hour, return_min) => {
    const saved = { ...defaultBookingForm(NOW), pickup_date: '2025-06-05', pickup_hour: '4pm', pickup_min: '15' };
    const form = initialQuoteForm({ ...saved, select_option, return_date: '2025-06-06', return_hour: '12am', return_min: '00' }, NOW);
    expect(form).toMatchObject({ return_hour, return_min });
  });

  it.each([
    ['no saved journey, 2 hours of grace: tomorrow, now rounded', null, 120, '2025-06-02', '10am', '00', '2025-06-03'],
    ['no saved journey, 25 hours of grace: the slot', null, 1500, '2025-06-02', '11am', '05', '2025-06-03'],
    ['saved for today, inside the grace time: today at the slot', '2025-06-01 10am 30', 120, '2025-06-01', '12pm', '05', '2025-06-05'],
    ['saved for today, after the grace time: kept', '2025-06-01 3pm 30', 120, '2025-06-01', '3pm', '30', '2025-06-05'],
    ['saved for today, the slot past midnight: the next day', '2025-06-01 10pm 30', 900, '2025-06-02', '1am', '05', '2025-06-03'],
  ])(
    'never offers a pick-up before the first bookable slot: %s',
    (_case, saved, grace, pickup_date, pickup_hour, pickup_min, return_date) => {
      const [date, hour, min] = saved?.split(' ') ?? [];
      const form = saved
        ? { ...defaultBookingForm(NOW), pickup: 'LHR', pickup_date: date, pickup_hour: hour, pickup_min: min, return_date: '2025-06-05' }
        : null;
      expect(initialQuoteForm(form, NOW, grace)).toMatchObject({ pickup_date, pickup_hour, pickup_min, return_date });
    },
  );
});
