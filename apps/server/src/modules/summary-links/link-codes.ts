import { refuse, type Refusal } from "../../lib/http-errors.ts";
import { checkCode, codeKey, issueCode, NO_CODE as NO_PHONE_CODE, resendAt } from "../sms/index.ts";
import type { SummaryLinkRow } from "./repository.ts";

/** What a code waiting on a link's row is for: the staff checking the number (`verify`), or opening the link. */
export type CodePurpose = "verify" | "open";
type CodeFields = Pick<
  SummaryLinkRow,
  "codePurpose" | "codeHash" | "codeExpiresAt" | "codeTriesLeft" | "lastCodeAt" | "codesSent" | "codesSince"
>;

/** The fields of a row with no code waiting. */
export const NO_CODE = { codePurpose: null, ...NO_PHONE_CODE } as const;

/**
 * The one-time codes of a summary link (issue 40), by the rules of every phone code (the sms module's codes.ts, ADR
 * 028): kept only as an HMAC over the link, its purpose, the number and the code; the resend limits per link, both
 * purposes counted together.
 */
export function createLinkCodes(secret: string) {
  const key = codeKey(secret);
  const subject = (visitId: string, purpose: CodePurpose) => `summary-link ${visitId} ${purpose}`;

  return {
    /** A new code for the row (the one waiting is spent), or a refusal when one was sent too soon or too often. */
    issue(row: SummaryLinkRow, purpose: CodePurpose, now: Date): { code: string; fields: CodeFields } {
      const { code, fields } = issueCode(key, row, subject(row.visitId, purpose), row.phone, now);
      return { code, fields: { ...fields, codePurpose: purpose } };
    },

    /**
     * Checks a code typed for `purpose`: the fields to write (a wrong try spent, or the right code used up) and the
     * refusal to answer after writing them, if any.
     */
    check(row: SummaryLinkRow, purpose: CodePurpose, code: string, now: Date) {
      if (row.codePurpose !== purpose) {
        return { fields: undefined, refusal: refuse("PHONE_CODE_NONE") as Refusal | undefined };
      }
      const checked = checkCode(key, row, subject(row.visitId, purpose), row.phone, code, now);
      // A code used up or out of tries waits for nothing any more.
      return { ...checked, fields: checked.fields && "codeHash" in checked.fields ? NO_CODE : checked.fields };
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
