import { SMS_LIMITS } from "@medcamp/contract";

/** The zeros of the digits a phone keyboard may type besides 0–9: Arabic-Indic, Persian, Devanagari, Bengali. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6];

/** A one-time code as typed, in the digits 0–9 the server reads (a Bengali or Arabic keyboard types its own), no spaces. */
export function codeDigits(typed: string): string {
  const ascii = [...typed]
    .map((c) => {
      const zero = DIGIT_ZEROS.find((z) => c.charCodeAt(0) >= z && c.charCodeAt(0) <= z + 9);
      return zero === undefined ? c : String(c.charCodeAt(0) - zero);
    })
    .join("");
  return ascii.replace(/\D/g, "").slice(0, SMS_LIMITS.codeDigits);
}
