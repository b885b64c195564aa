import type { CapacityOffer } from './capacity-offer';
import type { PricingOutcome } from './price-journey';
import { pathTo } from '@booking/shared/domain';

const SAME_ADDRESS_TITLE = 'Same Address Booking!';
const URGENT_TITLE = 'Urgent Booking!';
const ERROR_TITLE = 'Error';
const CAPACITY_OFFER_TITLE = 'More than one vehicle needed';
export const LOADING_PRICE = 'Please wait while loading price';
/** product §1: the price-loading screen speaks of multiple companies, the lowest price and each company's cheapest price. */
export const LOADING_PRICE_POINTS = [
  'We are checking prices with multiple companies for your journey.',
  'The lowest price is shown first, so the best deal is the first thing you see.',
  'For each company you will see its cheapest price.',
] as const;

const QUOTE_PAGE = pathTo('urgentBooking');
const RESULTS_PAGE = pathTo('quotation');
/** The popups wait for the visitor (product §10 "What the visitor sees": a one-second move cannot be read). */
const TO_QUOTE_NOW = { label: 'Send us your journey', to: QUOTE_PAGE };

export interface PricePopup {
  title: string;
  message: string;
  /** A second paragraph: a capacity offer's sentence. */
  detail?: string;
  /** The button that leads on, beside 'Change the journey'; absent for the plain Error popup (OK). */
  next?: { label: string; to: string };
  /** A capacity offer: what the results page gets when the visitor takes it. */
  offer?: CapacityOffer;
}

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The popup a failed price request opens (product §8); null when the request succeeded. */
export function popupFor(outcome: PricingOutcome): PricePopup | null {
  switch (outcome.kind) {
    case 'priced':
      return null;
    case 'same-address':
      return {
        title: SAME_ADDRESS_TITLE,
        message:
          'The pick-up and drop-off must be different places. Please contact our team, or send us your journey from the quotation page.',
        next: TO_QUOTE_NOW,
      };
    case 'urgent':
      return {
        title: URGENT_TITLE,
        message: `The pick-up must be at least ${hoursText(outcome.graceHours)} ahead. Please contact our team, or send us your journey from the quotation page.`,
        next: TO_QUOTE_NOW,
      };
    case 'capacity-offer':
      return {
        title: CAPACITY_OFFER_TITLE,
        message: outcome.message,
        detail: outcome.offer.sentence,
        next: { label: 'See the results', to: RESULTS_PAGE },
        offer: outcome.offer,
      };
    case 'error':
      return { title: ERROR_TITLE, message: outcome.message };
  }
}
