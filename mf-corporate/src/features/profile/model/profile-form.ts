import { isPossiblePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import type { CorporatePassenger, UpdatePassengerResult } from '@booking/shared/api';

// SPEC 2 "My Profile", SPEC 5 "Profile", SPEC 8 "Profile update".

/**
 * A phone the passenger can be reached on: UK numbers as dialled at home, others with +country.
 * "Possible" (right length for the country) rather than "valid" (an assigned range), so that the
 * reserved drama numbers (07700 900xxx) some accounts hold can still be saved.
 */
export const isPhoneNumber = (value: string): boolean => isPossiblePhoneNumber(value.trim(), 'GB');

export const profileSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Please keep the name under 100 characters.'),
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhoneNumber(value), 'Please enter a valid phone number, e.g. 020 7946 0000 or +31 20 123 4567.'),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const profileValues = (passenger: CorporatePassenger | null): ProfileValues => ({
  name: passenger?.passenger_name ?? '',
  email: passenger?.passenger_email ?? '',
  phone: passenger?.passenger_contact_no ?? '',
});

export type ProfileOutcome = { tone: 'success' | 'error'; title: 'Success' | 'Error'; message: string };

export function outcomeOfUpdate(answer: UpdatePassengerResult): ProfileOutcome {
  if (answer.success) return { tone: 'success', title: 'Success', message: 'Passenger Details Updated' };
  return { tone: 'error', title: 'Error', message: answer.message || 'The details were not saved.' };
}

export const outcomeOfUpdateError = (errorText: string): ProfileOutcome => ({
  tone: 'error',
  title: 'Error',
  message: `An error occurred. Please try again later. ${errorText}`.trim(),
});
