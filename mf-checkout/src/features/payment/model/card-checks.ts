import { calculateSelectedVehiclePrice, checkPassengerEmail, toApiError, type ClientMode } from '@booking/shared/api';
import { formatPrice, selectedVehicleTotal, type Settings } from '@booking/shared/domain';
import { CARD_CHECK_MESSAGES, chargedAmount, isEmailFree } from '../../../domain/card-payment';
import { emailCheckOutcome, PERSONAL_DETAILS_MESSAGES } from '../../../domain/personal-details';
import { bookingFormAtom, bookingTypeAtom, hourlyRateFormAtom, selectedVehicleDataAtom, type Store } from '@booking/shared/store';
import { selectedVehiclePricePayload } from '../../../lib/selected-vehicle-price';

const NO_PRICE_MESSAGE = 'The price of this booking is not available. Please go back and choose your vehicle again.';

/**
 * Why Pay By Card stopped before any checkout was made, said on the page. `action`: 'sign-in' offers
 * the switch to existing client, 'details' the way back to personal details.
 */
export interface Refusal {
  message: string;
  action?: 'sign-in' | 'details';
}

/**
 * The account check before charging (product §10 "Money, trust and privacy"): a new client's e-mail must
 * have no account ('Email not found'); an existing client's e-mail and password must be right; a guest
 * has nothing to check.
 */
export async function checkAccount(mode: ClientMode | null, email: string, password: string): Promise<Refusal | null> {
  if (mode !== 'new_client' && mode !== 'existing_client') return null;
  let answer: { success: boolean; message?: string };
  try {
    answer = await checkPassengerEmail({ email: email.trim(), password });
  } catch (error) {
    return { message: `${PERSONAL_DETAILS_MESSAGES.checkFailedPrefix}${toApiError(error).message}` };
  }
  if (mode === 'new_client') return isEmailFree(answer) ? null : { message: CARD_CHECK_MESSAGES.accountExists, action: 'sign-in' };
  if (answer.success) return null;
  return { message: answer.message?.trim() || emailCheckOutcome(answer).message, action: 'details' };
}

export type PriceCheck = { amount: number; refusal?: undefined } | { refusal: Refusal };

/**
 * Prices the selected vehicle and extras again (the request personal details sends); the API refuses a
 * pick-up inside the grace time and a journey over capacity here. The fresh price is stored. When the
 * total to charge differs from the one the visitor saw, they are told and nothing is charged.
 */
export async function checkPrice(store: Store, settings: Settings): Promise<PriceCheck> {
  const vehicle = store.get(selectedVehicleDataAtom);
  if (!vehicle) return { refusal: { message: NO_PRICE_MESSAGE } };
  let fresh: Awaited<ReturnType<typeof calculateSelectedVehiclePrice>>;
  try {
    fresh = await calculateSelectedVehiclePrice(
      selectedVehiclePricePayload({
        selectedVehicleData: vehicle,
        bookingType: store.get(bookingTypeAtom),
        bookingForm: store.get(bookingFormAtom),
        hourlyRateForm: store.get(hourlyRateFormAtom),
      }),
    );
  } catch (error) {
    return { refusal: { message: toApiError(error).message } };
  }
  const updated = { ...vehicle, final_price: fresh.final_price, breakdown: fresh.breakdown };
  store.set(selectedVehicleDataAtom, updated);
  const amount = chargedAmount(selectedVehicleTotal(updated), settings);
  if (amount <= 0) return { refusal: { message: NO_PRICE_MESSAGE } };
  if (amount !== chargedAmount(selectedVehicleTotal(vehicle), settings)) {
    return { refusal: { message: CARD_CHECK_MESSAGES.priceChanged(formatPrice(selectedVehicleTotal(updated), settings)) } };
  }
  return { amount };
}
