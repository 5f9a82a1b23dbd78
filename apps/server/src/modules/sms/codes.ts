import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";

/**
 * One-time codes (issue 40): six digits from the system's random source, kept only as an HMAC-SHA256 whose key is
 * derived from the auth secret with a purpose label of its own (HKDF), over the account, the number and the code:
 * the database alone does not tell a code, and a code made for one number does not verify another.
 */
const PURPOSE = "medcamp phone verification code v1";

export function codeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "medcamp", PURPOSE, 32));
}

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export function hashCode(key: Buffer, userId: string, phone: string, code: string): string {
  return createHmac("sha256", key).update(`${userId}\n${phone}\n${code}`).digest("base64url");
}

/** Whether `code` is the one whose hash is kept, compared in constant time. */
export function codeMatches(key: Buffer, userId: string, phone: string, code: string, kept: string): boolean {
  const given = Buffer.from(hashCode(key, userId, phone, code));
  const expected = Buffer.from(kept);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
