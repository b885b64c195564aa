import type { PricingOutcome } from './price-journey';

const SAME_ADDRESS_TITLE = 'Same Address Booking!';
const URGENT_TITLE = 'Urgent Booking!';
const ERROR_TITLE = 'Error';
export const LOADING_PRICE = 'Please wait while loading price';
/** product §1: the price-loading screen speaks of multiple companies, the lowest price and each company's cheapest price. */
export const LOADING_PRICE_POINTS = [
  'We are checking prices with multiple companies for your journey.',
  'The lowest price is shown first, so the best deal is the first thing you see.',
  'For each company you will see its cheapest price.',
] as const;

/** product §9: the Same Address popup leaves after 1000 ms; the Urgent one after the 3000 ms popup timer. */
const SAME_ADDRESS_REDIRECT_MS = 1000;
const URGENT_REDIRECT_MS = 3000;
const QUOTE_PAGE = '/quoteView';

export interface PricePopup {
  title: string;
  message: string;
  /** Where the popup leads, and after how long; absent for the plain Error popup. */
  redirect?: { to: string; afterMs: number };
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
        redirect: { to: QUOTE_PAGE, afterMs: SAME_ADDRESS_REDIRECT_MS },
      };
    case 'urgent':
      return {
        title: URGENT_TITLE,
        message: `The pick-up must be at least ${hoursText(outcome.graceHours)} ahead. Please contact our team, or send us your journey from the quotation page.`,
        redirect: { to: QUOTE_PAGE, afterMs: URGENT_REDIRECT_MS },
      };
    case 'error':
      return { title: ERROR_TITLE, message: outcome.message };
  }
}
