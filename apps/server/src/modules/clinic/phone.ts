import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * A phone number in E.164 (+8801712345678), from international form or from national form with its country; undefined
 * when it is not a valid number there (ADR 027: phones are stored in E.164).
 */
export function toE164(phone: string, country?: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : undefined;
}
