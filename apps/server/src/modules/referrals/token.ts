import { linkKey, readLink, signLink } from "../../lib/signed-link.ts";

/**
 * The receiving facility's confirmation link (issue 40): a signed, expiring token, not stored (lib/signed-link.ts),
 * whose key is derived from the server's auth secret with a purpose label of its own. About 73 characters: small
 * enough for a QR code an A5 slip prints clearly.
 */
const PURPOSE = "medcamp referral confirmation link v1";

export interface ReferralClaim {
  referralId: string;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; claim: ReferralClaim } | { ok: false; reason: "invalid" | "expired" };

export const referralTokenKey = (secret: string): Buffer => linkKey(secret, PURPOSE);

export const referralToken = (key: Buffer, claim: ReferralClaim): string =>
  signLink(key, { id: claim.referralId, expiresAt: claim.expiresAt });

/** The claim of a token: `invalid` when malformed or altered, `expired` when ours and past. Nothing else is told. */
export function readReferralToken(key: Buffer, token: string, now: Date): TokenCheck {
  const check = readLink(key, token, now);
  return check.ok ? { ok: true, claim: { referralId: check.claim.id, expiresAt: check.claim.expiresAt } } : check;
}

/** When a referral's link stops opening: the end (UTC) of the day `daysAfter` days after its due date. */
export function linkExpiry(dueOn: string, daysAfter: number): Date {
  const end = new Date(`${dueOn}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + daysAfter + 1);
  return end;
}
