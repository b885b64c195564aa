import { isEnabled, SETTING_KEYS, type Settings } from '@booking/shared/domain';

export interface HomeSectionFlags {
  fleet: boolean;
  contact: boolean;
  popular: boolean;
  services: boolean;
}

/** Each home section is switched by its own setting (product §1; the keys of §10 "Settings"). */
export const visibleHomeSections = (settings: Settings): HomeSectionFlags => ({
  fleet: isEnabled(settings, SETTING_KEYS.SHOW_FLEET_SECTION),
  contact: isEnabled(settings, SETTING_KEYS.SHOW_CONTACT_SECTION),
  popular: isEnabled(settings, SETTING_KEYS.SHOW_POPULAR_LOCATION),
  services: isEnabled(settings, SETTING_KEYS.SHOW_SERVICES_SECTION),
});

/** Phone, e-mail and address of the contact block; an empty setting leaves its card out. */
export const contactDetails = (settings: Settings) => ({
  phone: settings[SETTING_KEYS.Company_Contact_Info]?.trim() ?? '',
  email: settings[SETTING_KEYS.FROM_EMAIL]?.trim() ?? '',
  address: settings.Company_Address?.trim() ?? '',
});
