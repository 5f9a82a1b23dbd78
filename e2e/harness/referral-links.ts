import { inject } from "vitest";
import { referralToken, referralTokenKey } from "../../apps/server/src/modules/referrals/token.ts";

/** A day long past: a link that expired then has expired whenever the journey runs. */
const LONG_AGO = new Date("2020-01-01T00:00:00Z");

/**
 * The path of a referral's confirmation link signed with the run's server's own key (derived from its auth secret,
 * as the server derives it) but expired: what a facility opening a slip's link long after its due date sees, which
 * no screen can make within a test. Only the expiry differs from the link the slip prints.
 */
export function expiredConfirmPath(referralId: string): string {
  const key = referralTokenKey(inject("authSecret"));
  return `/referrals/confirm/${referralToken(key, { referralId, expiresAt: LONG_AGO })}`;
}
