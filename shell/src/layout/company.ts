import { SETTING_KEYS, type Settings } from '@booking/shared/domain';

// product §1: the header and footer show a street address and a 2024 copyright year. The operator's
// Company_Address setting wins (the home contact block reads it too); this is the fixed fall-back.
const COMPANY_STREET_ADDRESS = '100 Example Road, London EC1A 1BB';
export const COPYRIGHT_YEAR = 2024;
const DEFAULT_COMPANY_NAME = 'Taxi Booking';

export interface CompanyDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The operator's details from the settings, with neutral defaults while they load or fail. */
export function companyDetails(settings: Settings): CompanyDetails {
  return {
    name: settings[SETTING_KEYS.Company_Name]?.trim() || DEFAULT_COMPANY_NAME,
    phone: settings[SETTING_KEYS.Company_Contact_Info]?.trim() ?? '',
    email: settings[SETTING_KEYS.FROM_EMAIL]?.trim() ?? '',
    address: settings.Company_Address?.trim() || COMPANY_STREET_ADDRESS,
  };
}
