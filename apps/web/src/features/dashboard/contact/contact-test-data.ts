import type { Contact } from "@medcamp/contract";

/** GET /api/me/contact of an account that gave no number: e-mail only. */
export const NO_CONTACT: Contact = {
  channel: "email",
  channels: ["email", "sms", "both"],
  phone: null,
  phoneVerified: false,
  optedOut: false,
  codeExpiresAt: null,
  resendAfter: null,
};
