import type { VisitSummary } from "@medcamp/contract";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { MESSAGES } from "../../../i18n/messages";
import { isRefusal } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";
import { PageMessage, PageSpinner } from "../../../components/feedback/page-status";
import { useVisitSummary } from "./summary-api";
import { SummaryDocument } from "./summary-document";
import "./summary-print.css";
import { useClinicMessagesIn } from "./use-messages-in";

/** Where Back goes: the screen that opened the summary (router state), else the person's health record. */
type BackState = { back?: string } | null;
const HEALTH_RECORD = "/user/health";

/**
 * /visits/:visitId/summary (issue 39, item 5): a signed visit's summary for the camp's doctors and admins (the
 * station's "Print summary") and for the person (My health record), printable on A5. The document is in the
 * person's language; the page's buttons and states in the reader's. Before the signature the server gives no
 * summary, and the page says why.
 */
export function VisitSummaryPage() {
  const { visitId = "" } = useParams();
  const location = useLocation();
  const { user, loading } = useAuth();
  const summary = useVisitSummary(visitId, !!user);
  const text = MESSAGES.clinicSummary;
  const back = (location.state as BackState)?.back ?? HEALTH_RECORD;

  if (!loading && !user) return <Navigate to="/auth/login" replace state={{ from: location }} />;

  let body: ReactNode;
  if (summary.data) body = <Printable summary={summary.data} back={back} />;
  else if (loading || summary.isPending) body = <PageSpinner />;
  else if (isRefusal(summary.error, "VISIT_NOT_SIGNED")) body = <NotYet />;
  else if (isRefusal(summary.error, "FORBIDDEN", "STATION_ROLE_REQUIRED"))
    body = <PageMessage text={text.notAllowed} />;
  else if (isRefusal(summary.error, "VISIT_NOT_FOUND")) body = <PageMessage text={summary.error.message} />;
  else body = <PageMessage text={text.loadFailed} retry={() => void summary.refetch()} />;

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 print:max-w-none print:p-0">
      <title>{`${text.title} · MedCamp`}</title>
      {!summary.data && <h1 className="text-2xl font-bold">{text.title}</h1>}
      {body}
      {!summary.data && <Actions back={back} />}
    </section>
  );
}

/** Back, and Print summary once there is a summary to print; neither prints. */
function Actions({ back, print = false }: { back: string; print?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {print && (
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {MESSAGES.clinicSummary.print}
        </button>
      )}
      <Link to={back} className="btn btn-ghost">
        {MESSAGES.clinicSummary.back}
      </Link>
    </div>
  );
}

/** The summary in the person's language (its part of the catalogue loads first), with Print summary above it. */
function Printable({ summary, back }: { summary: VisitSummary; back: string }) {
  const texts = useClinicMessagesIn(summary.locale);
  if (!texts) return <PageSpinner />;
  if ("failed" in texts) {
    return (
      <>
        <PageMessage text={MESSAGES.clinicSummary.loadFailed} retry={texts.retry} />
        <Actions back={back} />
      </>
    );
  }
  return (
    <>
      <Actions back={back} print />
      <SummaryDocument summary={summary} texts={texts.messages} />
    </>
  );
}

/** Before the doctor signs there is no summary: said plainly, not as a failure. */
function NotYet() {
  return (
    <p role="status" className="alert alert-info">
      {MESSAGES.clinicSummary.notSigned}
    </p>
  );
}
