import { SMS_LIMITS } from "@medcamp/contract";
import { refuse, type Refusal } from "../../lib/http-errors.ts";
import { codeKey, codeMatches, hashCode, newCode } from "../sms/index.ts";
import type { SummaryLinkRow } from "./repository.ts";

/** What a code waiting on a link's row is for: the staff checking the number (`verify`), or opening the link. */
export type CodePurpose = "verify" | "open";
type CodeFields = Pick<
  SummaryLinkRow,
  "codePurpose" | "codeHash" | "codeExpiresAt" | "codeTriesLeft" | "lastCodeAt" | "codesSent" | "codesSince"
>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The fields of a row with no code waiting. */
export const NO_CODE = { codePurpose: null, codeHash: null, codeExpiresAt: null, codeTriesLeft: 0 } as const;

/**
 * The one-time codes of a summary link (issue 40), by the rules of the account's phone codes (ADR 028, the sms
 * module's codes.ts): six digits kept only as an HMAC over the link, its purpose, the number and the code; valid
 * SMS_LIMITS.codeMinutes, SMS_LIMITS.codeTries wrong tries; one a minute and SMS_LIMITS.codesPerHour an hour per link,
 * both purposes counted together.
 */
export function createLinkCodes(secret: string) {
  const key = codeKey(secret);
  const subject = (visitId: string, purpose: CodePurpose) => `summary-link ${visitId} ${purpose}`;
  const resendAt = (row: CodeFields) =>
    row.lastCodeAt ? row.lastCodeAt.getTime() + SMS_LIMITS.resendSeconds * 1000 : 0;

  return {
    /** A new code for the row (the one waiting is spent), or a refusal when one was sent too soon or too often. */
    issue(row: SummaryLinkRow, purpose: CodePurpose, now: Date) {
      const wait = resendAt(row) - now.getTime();
      if (wait > 0) throw refuse("PHONE_CODE_TOO_SOON", { seconds: Math.ceil(wait / 1000) });
      const windowOpen = row.codesSince !== null && now.getTime() - row.codesSince.getTime() < HOUR;
      if (windowOpen && row.codesSent >= SMS_LIMITS.codesPerHour) throw refuse("PHONE_CODES_EXHAUSTED");
      const code = newCode();
      const fields: CodeFields = {
        codePurpose: purpose,
        codeHash: hashCode(key, subject(row.visitId, purpose), row.phone, code),
        codeExpiresAt: new Date(now.getTime() + SMS_LIMITS.codeMinutes * MINUTE),
        codeTriesLeft: SMS_LIMITS.codeTries,
        lastCodeAt: now,
        codesSent: windowOpen ? row.codesSent + 1 : 1,
        codesSince: windowOpen ? row.codesSince : now,
      };
      return { code, fields };
    },

    /**
     * Checks a code typed for `purpose`: the fields to write (a wrong try spent, or the right code used up) and the
     * refusal to answer after writing them, if any.
     */
    check(row: SummaryLinkRow, purpose: CodePurpose, code: string, now: Date) {
      if (row.codePurpose !== purpose || !row.codeHash || !row.codeExpiresAt || row.codeTriesLeft <= 0) {
        return { fields: undefined, refusal: refuse("PHONE_CODE_NONE") as Refusal | undefined };
      }
      if (row.codeExpiresAt.getTime() <= now.getTime())
        return { fields: undefined, refusal: refuse("PHONE_CODE_EXPIRED") };
      if (!codeMatches(key, subject(row.visitId, purpose), row.phone, code, row.codeHash)) {
        const left = row.codeTriesLeft - 1;
        return {
          fields: left > 0 ? { codeTriesLeft: left } : NO_CODE,
          refusal: refuse("PHONE_CODE_WRONG", { left }),
        };
      }
      return { fields: NO_CODE, refusal: undefined };
    },

    /** Until when the code for `purpose` may be typed (null: none waits), and until when no other may be sent. */
    state(row: SummaryLinkRow | undefined, purpose: CodePurpose, now: Date) {
      const waits = row?.codePurpose === purpose && row.codeHash && row.codeTriesLeft > 0 && row.codeExpiresAt;
      const expires = waits && row.codeExpiresAt!.getTime() > now.getTime() ? row.codeExpiresAt : null;
      const resend = row ? resendAt(row) : 0;
      return {
        codeExpiresAt: expires ? expires.toISOString() : null,
        resendAfter: resend > now.getTime() ? new Date(resend).toISOString() : null,
      };
    },
  };
}
export type LinkCodes = ReturnType<typeof createLinkCodes>;
