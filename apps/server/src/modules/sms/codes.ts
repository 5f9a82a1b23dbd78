import { SMS_LIMITS } from "@medcamp/contract";
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { refuse, type Refusal } from "../../lib/http-errors.ts";

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

export function hashCode(key: Buffer, subject: string, phone: string, code: string): string {
  return createHmac("sha256", key).update(`${subject}\n${phone}\n${code}`).digest("base64url");
}

/** Whether `code` is the one whose hash is kept, compared in constant time. */
export function codeMatches(key: Buffer, subject: string, phone: string, code: string, kept: string): boolean {
  const given = Buffer.from(hashCode(key, subject, phone, code));
  const expected = Buffer.from(kept);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A one-time code's stored fields (db/schema/one-time-code.ts), as a row holds them. */
export interface CodeFields {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeTriesLeft: number;
  lastCodeAt: Date | null;
  codesSent: number;
  codesSince: Date | null;
}

/** Until when no other code may be sent to this row (0: now). */
export const resendAt = (row: Pick<CodeFields, "lastCodeAt">): number =>
  row.lastCodeAt ? row.lastCodeAt.getTime() + SMS_LIMITS.resendSeconds * 1000 : 0;

/**
 * A new code for a row that holds one (the one waiting is spent), by the rules every phone code keeps (ADR 028): at
 * most one a minute and SMS_LIMITS.codesPerHour an hour (else the refusal), valid SMS_LIMITS.codeMinutes for
 * SMS_LIMITS.codeTries wrong tries. `subject` names what it is for (an account, a summary link and its purpose): the
 * HMAC covers it and the number. The caller holds the row's lock and writes the fields.
 */
export function issueCode(key: Buffer, row: CodeFields, subject: string, phone: string, now: Date) {
  const wait = resendAt(row) - now.getTime();
  if (wait > 0) throw refuse("PHONE_CODE_TOO_SOON", { seconds: Math.ceil(wait / 1000) });
  const windowOpen = row.codesSince !== null && now.getTime() - row.codesSince.getTime() < HOUR;
  if (windowOpen && row.codesSent >= SMS_LIMITS.codesPerHour) throw refuse("PHONE_CODES_EXHAUSTED");
  const code = newCode();
  const fields: CodeFields = {
    codeHash: hashCode(key, subject, phone, code),
    codeExpiresAt: new Date(now.getTime() + SMS_LIMITS.codeMinutes * MINUTE),
    codeTriesLeft: SMS_LIMITS.codeTries,
    lastCodeAt: now,
    codesSent: windowOpen ? row.codesSent + 1 : 1,
    codesSince: windowOpen ? row.codesSince : now,
  };
  return { code, fields };
}

/** The fields of a row with no code waiting. */
export const NO_CODE = { codeHash: null, codeExpiresAt: null, codeTriesLeft: 0 } as const;

/**
 * Checks a typed code against the row's: the fields to write (a wrong try spent, or the right code used up) and the
 * refusal to answer after writing them (none: it was the code). A wrong try is written before the refusal.
 */
export function checkCode(key: Buffer, row: CodeFields, subject: string, phone: string, code: string, now: Date) {
  if (!row.codeHash || !row.codeExpiresAt || row.codeTriesLeft <= 0) {
    return { fields: undefined, refusal: refuse("PHONE_CODE_NONE") as Refusal | undefined };
  }
  if (row.codeExpiresAt.getTime() <= now.getTime()) return { fields: undefined, refusal: refuse("PHONE_CODE_EXPIRED") };
  if (!codeMatches(key, subject, phone, code, row.codeHash)) {
    const left = row.codeTriesLeft - 1;
    return { fields: left > 0 ? { codeTriesLeft: left } : NO_CODE, refusal: refuse("PHONE_CODE_WRONG", { left }) };
  }
  return { fields: NO_CODE, refusal: undefined };
}
