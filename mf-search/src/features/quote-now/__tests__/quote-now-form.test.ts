import { defaultBookingForm, defaultHourlyRateForm } from '../../../domain/forms';
import { quoteNowDefaults, quoteNowFormSchema, toInstantEmailPayload, type QuoteNowValues } from '../model/quote-now-form';

const NOW = Date.UTC(2025, 5, 1, 9, 2); // 10:02 BST

const valid: QuoteNowValues = {
  pickup: 'Heathrow Airport',
  dropoff: 'SW1A 1AA',
  pickup_date: '2099-06-03',
  pickup_hour: '3pm',
  pickup_min: '05',
  email: 'ann@example.com',
  telephone: '07700900123',
  luggages: '2',
  passengers: '3',
  passenger_name: 'Ann',
  comments: '',
};

describe('quoteNowDefaults', () => {
  it('starts on today in the UK at the next 5 minutes when nothing is stored', () => {
    const values = quoteNowDefaults({ bookingType: null, bookingForm: null, hourlyRateForm: null }, NOW);
    expect(values).toMatchObject({ pickup: '', pickup_date: '2025-06-01', pickup_hour: '10am', pickup_min: '00', passengers: '1' });
  });

  it('copies the stored distance journey', () => {
    const bookingForm = { ...defaultBookingForm(NOW), pickup: 'LHR', dropoff: 'Gatwick', passengers: 3, luggages: 2 };
    const values = quoteNowDefaults({ bookingType: 'milleage', bookingForm, hourlyRateForm: null }, NOW);
    expect(values).toMatchObject({ pickup: 'LHR', dropoff: 'Gatwick', pickup_date: '2025-06-02', passengers: '3', luggages: '2' });
  });

  it('copies the stored hourly journey when the booking type is hourly', () => {
    const hourlyRateForm = { ...defaultHourlyRateForm(NOW), pickup: 'M1 1AA', pickup_hour: '9pm', pickup_min: '30' };
    const values = quoteNowDefaults({ bookingType: 'hourly', bookingForm: null, hourlyRateForm }, NOW);
    expect(values).toMatchObject({ pickup: 'M1 1AA', dropoff: '', pickup_hour: '9pm', pickup_min: '30' });
  });
});

describe('quoteNowFormSchema', () => {
  it.each([
    ['email', '', 'Enter your e-mail'],
    ['email', 'not-an-email', 'Enter a valid e-mail address'],
    ['telephone', '', 'Enter your telephone number'],
    ['telephone', '07700 ABC', 'Use digits only (spaces, dashes, brackets and a leading + are fine)'],
    ['telephone', '0770+0900', 'Use digits only (spaces, dashes, brackets and a leading + are fine)'],
    ['telephone', '+ ( )', 'Use digits only (spaces, dashes, brackets and a leading + are fine)'],
    ['telephone', '   ', 'Enter your telephone number'],
    ['pickup_date', '', 'Enter the date'],
  ] as const)('refuses %s = "%s" with "%s"', (field, value, message) => {
    const result = quoteNowFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it.each([
    ['07700 900123', '07700900123'],
    ['07700-900-123', '07700900123'],
    ['(020) 7946 0000', '02079460000'],
    ['+44 7700 900123', '447700900123'],
    ['+44 (0)20 7946-0000', '4402079460000'],
  ])('accepts the telephone %p as people write it, and sends the digits %p', (telephone, digits) => {
    expect(quoteNowFormSchema.safeParse({ ...valid, telephone }).success).toBe(true);
    expect(toInstantEmailPayload({ ...valid, telephone }).passenger_phone).toBe(digits);
  });

  it('leaves passenger name and comments optional', () => {
    expect(quoteNowFormSchema.safeParse({ ...valid, passenger_name: '', comments: '' }).success).toBe(true);
  });
});

describe('toInstantEmailPayload', () => {
  it.each([
    ['3pm', '05', '15:05'],
    ['12am', '00', '00:00'],
    ['12pm', '30', '12:30'],
    ['11pm', '55', '23:55'],
  ])('sends %s %s as %s', (pickup_hour, pickup_min, time) => {
    expect(toInstantEmailPayload({ ...valid, pickup_hour, pickup_min }).pickup_time).toBe(time);
  });

  it("maps every field to the call's names", () => {
    expect(toInstantEmailPayload(valid)).toEqual({
      pickup_address: 'Heathrow Airport',
      dropoff_address: 'SW1A 1AA',
      pickup_date: '2099-06-03',
      pickup_time: '15:05',
      passenger_email: 'ann@example.com',
      passenger_phone: '07700900123',
      passenger_name: 'Ann',
      additional_info: '',
      passengers: 3,
      luggages: 2,
    });
  });
});
