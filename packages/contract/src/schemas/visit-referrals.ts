import { z } from "zod";

// A visit's referrals as the visit answer lists them (issue 40). Apart from referrals.ts because the visit's schema
// (clinic.ts) carries them, and referrals.ts reads clinic.ts: the urgencies and statuses both need live here.

export const REFERRAL_URGENCIES = ["routine", "soon", "urgent"] as const;
export type ReferralUrgency = (typeof REFERRAL_URGENCIES)[number];

/**
 * A referral's status, in the coordinator's list order: overdue (past its due date, not completed), issued (due
 * date not passed), lost to follow-up (not completed REFERRAL_LIMITS.lostAfterDays after its due date, or the
 * person declined on the last call), completed (the facility confirmed the arrival).
 */
export const REFERRAL_STATUSES = ["overdue", "issued", "lost", "completed"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A referral issued at a visit, as the visit shows it: where to, how urgent, by when, and where it stands. */
export const visitReferralSchema = z.object({
  referralId: z.string(),
  facility: z.object({ name: z.string() }),
  department: z.string(),
  urgency: z.enum(REFERRAL_URGENCIES),
  issuedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(REFERRAL_STATUSES),
});
export type VisitReferral = z.infer<typeof visitReferralSchema>;
