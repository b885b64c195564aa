import { atom } from 'jotai';
import * as z from 'zod/mini';
import { registrationDataSchema, type RegistrationData } from '../api/entities';
import { lazySchema } from '../api/lazy-schema';
import { encodedCodec } from './codecs';
import { STORAGE_KEYS } from './keys';
import { nullable } from './nullable-schema';
import { persistedAtom } from './persisted-atom';

/** registrationData as it may be kept: the same fields, the password always empty. */
const withoutPassword = (data: RegistrationData | null): RegistrationData | null => (data?.password ? { ...data, password: '' } : data);

/**
 * registrationData (product §3), saved by Next on personal details. Never holds a password, in memory or
 * in storage (product §10 "Money, trust and privacy"): it is dropped on every write, and a value stored
 * by an older page is read without it and written back without it. The password is
 * registrationPasswordAtom's.
 */
export const registrationDataAtom = persistedAtom<RegistrationData | null>(
  STORAGE_KEYS.registrationData,
  null,
  nullable(registrationDataSchema),
  encodedCodec,
  { sanitize: withoutPassword },
);

/**
 * The password typed on personal details (new or existing client): memory only, never written to
 * browser storage (product §10 "Money, trust and privacy"). A reload loses it, and the visitor types it again.
 */
export const registrationPasswordAtom = atom('');

const typed = () => z._default(z.string().check(z.maxLength(2000)), '');
const ticked = () => z._default(z.boolean(), false);
/** A journey field not typed for this journey yet (null): the form starts from the BookingForm's. */
const journeyField = () => z._default(z.nullable(z.string().check(z.maxLength(200))), null);

/** Everything the personal-details form holds but the password. */
const personalDetailsDraftSchema = lazySchema(() =>
  z.object({
    firstName: typed(),
    surname: typed(),
    email: typed(),
    number: typed(),
    privacyAccepted: ticked(),
    termsAccepted: ticked(),
    additionalInfo: typed(),
    return_additionalInfo: typed(),
    pickupFlight: journeyField(),
    returnFlight: journeyField(),
  }),
);
export type PersonalDetailsDraft = z.infer<typeof personalDetailsDraftSchema>;

/** Only the draft's own fields are kept: a password spread into it by mistake is never written. */
const draftFieldsOnly = (draft: PersonalDetailsDraft | null): PersonalDetailsDraft | null =>
  draft && 'password' in draft ? personalDetailsDraftSchema.parse(draft) : draft;

/**
 * What the visitor has typed on personal details, saved on every change
 * (product §4; §10 "Money, trust and privacy": a refresh keeps it), before Next has checked it.
 * registrationData stays what Next saved, so the step guard lets nobody reach payment with details that were
 * never checked.
 */
export const personalDetailsDraftAtom = persistedAtom<PersonalDetailsDraft | null>(
  STORAGE_KEYS.personalDetailsDraft,
  null,
  nullable(personalDetailsDraftSchema),
  encodedCodec,
  { sanitize: draftFieldsOnly },
);
