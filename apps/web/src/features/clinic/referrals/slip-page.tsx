import type { ReferralSlipAnswer } from "@medcamp/contract";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { MESSAGES } from "../../../i18n/messages";
import { isRefusal } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";
import { PageMessage, PageSpinner } from "../../../components/feedback/page-status";
import { useClinicMessagesIn } from "../summary/use-messages-in";
import { formatCalendarDay } from "../../../lib/format-day";
import { useSlip } from "./referrals-api";
import { SlipDocument } from "./slip-document";
import "./slip-print.css";

type BackState = { back?: string } | null;
const HEALTH_RECORD = "/user/health";

/**
 * /referrals/:referralId/slip (issue 40): a referral's slip for the camp's doctors and admins (the consultation's
 * "Open the slip") and the person, printable alone on A5 with the QR code of the facility's confirmation link. The
 * slip is in the person's language; the page's buttons, status and states in the reader's. Print slip shows only
 * once there is a slip to print.
 */
export function SlipPage() {
  const { referralId = "" } = useParams();
  const location = useLocation();
  const { user, loading } = useAuth();
  const slip = useSlip(referralId, !!user);
  const text = MESSAGES.clinicReferrals;
  const back = (location.state as BackState)?.back ?? HEALTH_RECORD;

  if (!loading && !user) return <Navigate to="/auth/login" replace state={{ from: location }} />;

  let body: ReactNode;
  if (slip.data) body = <Printable answer={slip.data} back={back} />;
  else if (loading || slip.isPending) body = <PageSpinner />;
  else if (isRefusal(slip.error, "FORBIDDEN", "STATION_ROLE_REQUIRED")) body = <PageMessage text={text.notAllowed} />;
  else if (isRefusal(slip.error, "REFERRAL_NOT_FOUND")) body = <PageMessage text={slip.error.message} />;
  else body = <PageMessage text={text.slipLoadFailed} retry={() => void slip.refetch()} />;

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 print:max-w-none print:p-0">
      <title>{`${text.slipTitle} · MedCamp`}</title>
      {!slip.data && <h1 className="text-2xl font-bold">{text.slipTitle}</h1>}
      {body}
      {!slip.data && <Actions back={back} />}
    </section>
  );
}

function Actions({ back, print = false }: { back: string; print?: boolean }) {
  const text = MESSAGES.clinicReferrals;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {print && (
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {text.printSlip}
        </button>
      )}
      <Link to={back} className="btn btn-ghost">
        {text.back}
      </Link>
    </div>
  );
}

/** Where the referral stands, for the reader (not printed). */
function Standing({ answer }: { answer: ReferralSlipAnswer }) {
  const text = MESSAGES.clinicReferrals;
  const { confirmation } = answer;
  return (
    <p className="print:hidden">
      <span className="font-medium">{text.status}: </span>
      {text.statuses[answer.status]}
      {confirmation && (
        <span className="block">
          {text.confirmedAs(formatCalendarDay(confirmation.arrivedOn), text.outcomes[confirmation.outcome])}
        </span>
      )}
    </p>
  );
}

function Printable({ answer, back }: { answer: ReferralSlipAnswer; back: string }) {
  const texts = useClinicMessagesIn(answer.slip.locale);
  if (!texts) return <PageSpinner />;
  if ("failed" in texts) {
    return (
      <>
        <PageMessage text={MESSAGES.clinicReferrals.slipLoadFailed} retry={texts.retry} />
        <Actions back={back} />
      </>
    );
  }
  return (
    <>
      <Actions back={back} print />
      <Standing answer={answer} />
      <SlipDocument slip={answer.slip} texts={texts.messages} confirmUrl={answer.confirm.url} />
    </>
  );
}
