// @booking/shared/phone: the one phone-number rule (checkout's mobile number, the corporate profile).
// Its own subpath, because libphonenumber-js (~28 KB gzip with metadata) must load only where a form asks.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Ofcom's range for drama and examples (07700 900000 to 900999): the numbers our hints and tests use. */
const isOfcomExample = (nationalNumber: string) => /^7700900\d{3}$/.test(nationalNumber);

/**
 * A mobile number a driver can call: UK national forms (07700 900123) are read as GB; anything
 * starting with + (or 00) is read as international, as product §2's tooltip asks.
 */
export function isReachablePhoneNumber(text: string): boolean {
  const compact = text.trim().replace(/^00/, '+');
  if (!/^[+\d][\d\s().-]*$/.test(compact)) return false;
  try {
    const parsed = compact.startsWith('+') ? parsePhoneNumberFromString(compact) : parsePhoneNumberFromString(compact, 'GB');
    if (!parsed) return false;
    if (parsed.countryCallingCode === '44' && isOfcomExample(parsed.nationalNumber)) return true;
    return isValidPhoneNumber(parsed.number);
  } catch {
    return false;
  }
}
