/** The countries the desk's phone field offers (camps' countries first); the server checks the number (E.164). */
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
