import { randomBytes } from "node:crypto";
import { TICKET_CODE_LENGTH } from "@medcamp/contract";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A fresh ticket code: 100 random bits from the system's CSPRNG, 20 characters. */
export function newTicketCode(): string {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join("");
}
