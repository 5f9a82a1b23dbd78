import { referralCode, type VisitReferral } from "@medcamp/contract";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { MESSAGES } from "../../../i18n/messages";
import { formatCalendarDay } from "../../../lib/format-day";
import { slipPath } from "./referrals-api";
import { StatusBadge } from "./status-badge";

/**
 * The referrals issued at a visit (issue 40), on the visit at a station for those who may open their slips: where
 * to, how urgent, by when, where each stands, its code, and its slip (Back on it returns to this visit).
 */
export function VisitReferrals({ referrals }: { referrals: readonly VisitReferral[] }) {
  const text = MESSAGES.clinicReferrals;
  const id = useId();
  const { pathname, search } = useLocation();
  if (referrals.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {text.visitReferrals}
      </h3>
      <ul className="space-y-2">
        {referrals.map((referral) => (
          <li key={referral.referralId} className="space-y-1 rounded-box border border-base-300 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">
                <bdi>{referral.facility.name}</bdi> · <bdi>{referral.department}</bdi>
              </p>
              <StatusBadge status={referral.status} />
            </div>
            <p className="text-sm">
              {text.urgencies[referral.urgency]} · {text.dueLine(formatCalendarDay(referral.dueOn))} ·{" "}
              <bdi>{text.codeLine(referralCode(referral.referralId))}</bdi>
            </p>
            <Link
              to={slipPath(referral.referralId)}
              state={{ back: `${pathname}${search}` }}
              className="link link-primary text-sm"
              aria-label={text.openSlipTo(referral.facility.name)}
            >
              {text.openSlip}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
