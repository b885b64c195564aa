import { z } from 'zod';
import type { ContactUsPayload } from '@booking/shared/api';

export const QUERY_REASONS = ['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other'] as const;
export const CONTACT_SENT_TITLE = 'Form Submitted';
export const CONTACT_SENT_TEXT = 'Your form has been submitted successfully!. Thank You for Contacting';
export const CONTACT_FAILED_TITLE = 'Submission Failed';

const digits = z.string().trim().regex(/^\d*$/, 'Use digits only');

/** product §5: no field is required; telephone and booking number are digits only. Field names are product §3's. */
export const contactFormSchema = z.object({
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  quoteEmail: z.union([z.literal(''), z.string().trim().pipe(z.email('Enter a valid e-mail address'))]),
  quoteTelephone: digits,
  bookingNumber: digits,
  queryReason: z.enum(QUERY_REASONS),
  quoteComments: z.string().trim(),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const CONTACT_DEFAULTS: ContactFormValues = {
  firstName: '',
  lastName: '',
  quoteEmail: '',
  quoteTelephone: '',
  bookingNumber: '',
  queryReason: 'Booking',
  quoteComments: '',
};

/** Keeps the digits of what was typed or pasted, so the numeric fields never hold anything else. */
export const keepDigits = (text: string): string => text.replace(/\D+/g, '');

export function toContactPayload(values: ContactFormValues): ContactUsPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.quoteEmail.trim(),
    telephone: values.quoteTelephone.trim(),
    queryReason: values.queryReason,
    bookingNumber: values.bookingNumber.trim(),
    comments: values.quoteComments.trim(),
  };
}
