import type { ReferralStatus } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";

const STATUS_BADGE: Record<ReferralStatus, string> = {
  overdue: "badge-error",
  issued: "badge-info",
  lost: "badge-warning",
  completed: "badge-success",
};

/** Where a referral stands (overdue, issued, lost to follow-up, completed), coloured by it. */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <span className={`badge ${STATUS_BADGE[status]} h-auto py-1`}>{MESSAGES.clinicReferrals.statuses[status]}</span>
  );
}
