import { CONTACT_DEFAULTS, contactFormSchema, keepDigits, toContactPayload } from '../model/contact-form';

describe('contact form rules', () => {
  it('accepts an empty form: no field is required', () => {
    expect(contactFormSchema.safeParse(CONTACT_DEFAULTS).success).toBe(true);
  });

  it('defaults the query reason to Booking', () => {
    expect(CONTACT_DEFAULTS.queryReason).toBe('Booking');
  });

  it.each(['quoteTelephone', 'bookingNumber'] as const)('refuses anything but digits in %s', (field) => {
    expect(contactFormSchema.safeParse({ ...CONTACT_DEFAULTS, [field]: '12a4' }).success).toBe(false);
  });

  it('keeps only the digits of what is typed or pasted', () => {
    expect(keepDigits('+44 (0)7700-900 123')).toBe('4407700900123');
  });

  it("posts the call's field names", () => {
    const values = { ...CONTACT_DEFAULTS, firstName: ' Ann ', quoteEmail: 'ann@example.com', quoteTelephone: '0123', quoteComments: 'Hi' };
    expect(toContactPayload(values)).toEqual({
      firstName: 'Ann',
      lastName: '',
      email: 'ann@example.com',
      telephone: '0123',
      queryReason: 'Booking',
      bookingNumber: '',
      comments: 'Hi',
    });
  });
});
