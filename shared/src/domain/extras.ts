import { formatPrice } from './pricing';
import { SETTING_KEYS, settingNumber, type Settings } from './settings';

// product §1's priced extras as the visitor chooses them: each one's price setting and what it is
// charged for, so that its price is said where it is chosen (product §10 "What the visitor sees").

export type ExtraName = 'meet_and_greet' | 'wheel_chair' | 'baby_seats' | 'booster_seats' | 'special_luggage' | 'waiting_min';

const EXTRA_PRICES: Record<ExtraName, { setting: string; per: string }> = {
  meet_and_greet: { setting: SETTING_KEYS.MEET_AND_GREET, per: 'per journey' },
  wheel_chair: { setting: SETTING_KEYS.WHEEL_CHAIR, per: 'per journey' },
  baby_seats: { setting: SETTING_KEYS.BABY_PRICE_PER_SEAT, per: 'per seat' },
  booster_seats: { setting: SETTING_KEYS.BOOSTER_PRICE_PER_SEAT, per: 'per seat' },
  special_luggage: { setting: SETTING_KEYS.SPECIAL_LUGGAGE_PER_PRICE, per: 'per item' },
  waiting_min: { setting: SETTING_KEYS.PRICE_PER_FIVE_WAITING_MIN, per: 'per 5 minutes' },
};

/** An extra is offered and shown only when its configured price is above 0 (product §2, 5). */
export function isExtraPriced(settings: Settings | null | undefined, extra: ExtraName): boolean {
  return settingNumber(settings ?? {}, EXTRA_PRICES[extra].setting) > 0;
}

/** '£8.00 per seat', '£2.50 per 5 minutes', '£12.00 per journey' (to the penny, CURRENCY); null when not priced. */
export function extraPriceLabel(settings: Settings | null | undefined, extra: ExtraName): string | null {
  const { setting, per } = EXTRA_PRICES[extra];
  const price = settingNumber(settings ?? {}, setting);
  return price > 0 ? `${formatPrice(price, settings, true)} ${per}` : null;
}
