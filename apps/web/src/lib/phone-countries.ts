/** The countries a phone field offers (camps' countries first); the server checks the number (E.164). */
export const PHONE_COUNTRIES = [
  { code: "BD", dial: "+880" },
  { code: "IN", dial: "+91" },
  { code: "NP", dial: "+977" },
  { code: "PK", dial: "+92" },
  { code: "LK", dial: "+94" },
  { code: "MM", dial: "+95" },
  { code: "KE", dial: "+254" },
  { code: "UG", dial: "+256" },
  { code: "NG", dial: "+234" },
  { code: "EG", dial: "+20" },
  { code: "SA", dial: "+966" },
  { code: "AE", dial: "+971" },
  { code: "ES", dial: "+34" },
  { code: "GB", dial: "+44" },
  { code: "US", dial: "+1" },
] as const;

export const DEFAULT_PHONE_COUNTRY = "BD";

/** The offered country whose dial code starts an international number (+8801…: BD), else the default. */
export function countryOfNumber(international: string | null): string {
  const matches = PHONE_COUNTRIES.filter((c) => international?.startsWith(c.dial));
  return matches.sort((a, b) => b.dial.length - a.dial.length)[0]?.code ?? DEFAULT_PHONE_COUNTRY;
}
