import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in international format ("+44 20 7946 0958"). Numbers libphonenumber cannot parse (no country
 * code, letters, empty) are returned as given, so the user still sees what the API sent.
 */
export function formatPhoneNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.formatInternational() ?? phoneNumber;
}
