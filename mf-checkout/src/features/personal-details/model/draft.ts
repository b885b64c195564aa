import { atom } from '@booking/shared/store';
import type { DetailsValues } from '../use-personal-details';

/**
 * What the visitor has typed, kept for this page life (not stored): a trip to Forgot Password or
 * back from payment finds the form as it was left. registrationData is written only by Next.
 */
export const detailsDraftAtom = atom<DetailsValues | null>(null);
