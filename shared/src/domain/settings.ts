// Setting names as the dispatch system sends them. The six before SHOW_SERVICES_SECTION are named by
// product §10 "Settings" (that one by docs/decisions/search.md); an operator whose system spells
// them differently changes this one module.
const SETTING_NAMES = [
  'Company_Name',
  'Company_Contact_Info',
  'FROM_EMAIL',
  'GOOGLE_API_KEY',
  'MULTIPLE_PRICES',
  'CHEAPEST_COMPANY_PRICE',
  'MULTIPLE_OPERATORS',
  'SHOW_FOOTER_PAGE',
  'SHOW_NAVBAR_PAGE',
  'NAVBAR_OUR_FLEET_PAGE',
  'NAVBAR_URGENT_BOOKING_PAGE',
  'CORPORATE_LOGIN',
  'WHEEL_CHAIR',
  'SPECIAL_LUGGAGE_PER_PRICE',
  'PRICE_PER_FIVE_WAITING_MIN',
  'MEET_AND_GREET',
  'BABY_PRICE_PER_SEAT',
  'BOOSTER_PRICE_PER_SEAT',
  'CURRENCY',
  'GUEST_LOGIN',
  'SHOWPAYINCAR',
  'SHOWCARD',
  'ROUND_OFF',
  'HOURLY_RATE_STATUS',
  'QUOTATION',
  'GRACE_TIME',
  'SHOW_FLEET_SECTION',
  'SHOW_CONTACT_SECTION',
  'SHOW_POPULAR_LOCATION',
  'SHOW_SERVICES_SECTION',
] as const;

export type SettingKey = (typeof SETTING_NAMES)[number];

/** Every setting name, keyed by itself: `SETTING_KEYS.CURRENCY === 'CURRENCY'`. */
export const SETTING_KEYS = Object.freeze(
  Object.fromEntries(SETTING_NAMES.map((name) => [name, name])) as { readonly [K in SettingKey]: K },
);

/** The decoded `appSettings`: setting name -> value. Unknown names are kept, so a string key works too. */
export type Settings = Readonly<Record<string, string | undefined>>;

const normalised = (settings: Settings | null | undefined, key: string) => (settings?.[key] ?? '').trim().toLowerCase();

/** True when the setting is 'enable' (how the dispatch system turns a feature on). */
export function isEnabled(settings: Settings | null | undefined, key: SettingKey | string): boolean {
  return normalised(settings, key) === 'enable';
}

/** True when the setting is 'yes' (SHOWPAYINCAR, SHOWCARD, ROUND_OFF). */
export function isYes(settings: Settings | null | undefined, key: SettingKey | string): boolean {
  return normalised(settings, key) === 'yes';
}

/** The setting as a number; missing or non-numeric values give `fallback` (0). */
export function settingNumber(settings: Settings | null | undefined, key: SettingKey | string, fallback = 0): number {
  const raw = settings?.[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** The settings call's list as the name -> value map that appSettings holds. Later names win. */
export function settingsFromList(
  list: ReadonlyArray<{ setting_name: string; setting_value: string | null | undefined }>,
): Record<string, string> {
  return Object.fromEntries(list.map((s) => [s.setting_name, s.setting_value ?? '']));
}
