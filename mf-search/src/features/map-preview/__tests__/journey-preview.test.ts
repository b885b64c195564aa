import { defaultBookingForm, defaultHourlyRateForm } from '../../../domain/forms';
import { distancePreview, hourlyPreview } from '../model/journey-preview';

const NOW = Date.UTC(2025, 5, 1, 9, 0);

describe('journey preview', () => {
  it('lists the stops in order and the date as dd/mm/yyyy', () => {
    const form = {
      ...defaultBookingForm(NOW),
      pickup: ' LHR ',
      dropoff: 'SW1A 1AA',
      stops: [
        { street_name: 'High St', number: '12', postcode: 'OX1 1AA' },
        { street_name: '', number: '', postcode: '' },
      ],
    };
    expect(distancePreview(form)).toEqual({
      pickup: 'LHR',
      dropoff: 'SW1A 1AA',
      stops: ['12 High St OX1 1AA'],
      when: '02/06/2025 10am 00',
      returnWhen: undefined,
    });
  });

  it('adds the return time for a return trip', () => {
    const form = { ...defaultBookingForm(NOW), select_option: 'return' as const };
    expect(distancePreview(form).returnWhen).toBe('03/06/2025 10am 00');
  });

  it('shows the hourly duration', () => {
    expect(hourlyPreview({ ...defaultHourlyRateForm(NOW), pickup: 'M1 1AA', pickup_duration: '6hour' })).toMatchObject({
      pickup: 'M1 1AA',
      duration: '6 Hours',
      when: '01/06/2025 12am 00',
    });
  });
});
