import { DURATION_OPTIONS } from '@booking/shared/domain';
import { hourlyFormIssues, initialHourlyForm } from '../model/hourly-form-schema';

const at = (iso: string) => new Date(iso).getTime();

describe('hourly form', () => {
  it('defaults to today in the UK, 4 hours, 12am, 00', () => {
    expect(initialHourlyForm(null, at('2025-01-15T12:00:00Z'))).toMatchObject({
      pickup_date: '2025-01-15', pickup_duration: '4hour', pickup_hour: '12am', pickup_min: '00',
    });
  });

  it('takes the UK date at 00:20 BST, when UTC is still on the day before', () => {
    expect(initialHourlyForm(null, at('2025-07-14T23:20:00Z')).pickup_date).toBe('2025-07-15');
  });

  it('offers 4 to 24 hours', () => {
    expect(DURATION_OPTIONS[0]).toBe('4hour');
    expect(DURATION_OPTIONS.at(-1)).toBe('24hour');
    expect(DURATION_OPTIONS).toHaveLength(21);
  });

  it('asks for a pickup and refuses a past day', () => {
    const form = { ...initialHourlyForm(null, at('2025-01-15T12:00:00Z')), pickup_date: '2025-01-14' };
    expect(hourlyFormIssues(form, at('2025-01-15T12:00:00Z')).map((i) => i.message)).toEqual([
      'Enter the Pickup address',
      'Pick-up date cannot be earlier than today.',
    ]);
  });

  it('refreshes a saved date that has passed', () => {
    const saved = { ...initialHourlyForm(null, at('2025-01-10T12:00:00Z')), pickup: 'M1 1AA' };
    expect(initialHourlyForm(saved, at('2025-01-15T12:00:00Z'))).toMatchObject({ pickup: 'M1 1AA', pickup_date: '2025-01-15' });
  });
});
