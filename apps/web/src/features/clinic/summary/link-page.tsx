import { SMS_LIMITS, type SummaryLinkState, type VisitSummary } from "@medcamp/contract";
import { useState } from "react";
import { useParams } from "react-router";
import { FormAlert } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { isRefusal } from "../../../lib/api-client";
import { PageMessage, PageSpinner } from "../../../components/feedback/page-status";
import { ClinicLinkRefused } from "../clinic-feedback";
import { CodeForm } from "./code-form";
import { askLinkCode, openLink, useLinkState } from "./summary-link-api";
import { SummaryDocument } from "./summary-document";
import "./summary-print.css";
import { useCodeSteps } from "./use-code-steps";
import { useClinicMessagesIn } from "./use-messages-in";

/**
 * /s/:token (issue 40 item 4): the page a visit summary link opens, on the person's phone, with no account (outside
 * the route guards: the signed token and a code texted to their number are the credential). It asks for the code,
 * then shows the signed summary in the person's language, printable. An altered or expired link says so.
 */
export function SummaryLinkPage() {
  const { token = "" } = useParams();
  const text = MESSAGES.clinicSummaryLink;
  const state = useLinkState(token);
  const [summary, setSummary] = useState<VisitSummary>();

  let body;
  if (summary) body = <Opened summary={summary} />;
  else if (state.data) body = <Opening token={token} state={state.data} onOpened={setSummary} />;
  else if (state.isPending) body = <PageSpinner />;
  else if (isRefusal(state.error, "SUMMARY_LINK_EXPIRED")) {
    body = <ClinicLinkRefused title={text.expiredTitle} message={state.error.message} />;
  } else if (isRefusal(state.error, "SUMMARY_LINK_INVALID")) {
    body = <ClinicLinkRefused title={text.invalidTitle} message={state.error.message} />;
  } else body = <PageMessage text={text.loadFailed} retry={() => void state.refetch()} />;

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6 print:max-w-none print:p-0">
      <title>{`${text.pageTitle} · MedCamp`}</title>
      {/* The URL is a credential: it is not sent on as a Referer, and the page is not for search engines. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      {!summary && <h1 className="text-2xl font-bold">{text.pageTitle}</h1>}
      {body}
    </section>
  );
}

/** Asking for the code (once, or again), then typing it. */
function Opening({
  token,
  state,
  onOpened,
}: {
  token: string;
  state: SummaryLinkState;
  onOpened: (summary: VisitSummary) => void;
}) {
  const text = MESSAGES.clinicSummaryLink;
  const [asked, setAsked] = useState(state.codeExpiresAt !== null);
  const steps = useCodeSteps({
    ask: () => askLinkCode(token),
    asked: () => setAsked(true),
    send: (code) => openLink(token, code),
    sent: onOpened,
    failed: text.loadFailed,
  });

  return (
    <div className="card space-y-3 bg-base-100 p-4 shadow-sm ring-1 ring-base-300">
      <p>{text.pageIntro}</p>
      {asked && (
        <>
          <p role="status" className="alert alert-info">
            {text.codeSent(SMS_LIMITS.codeMinutes)}
          </p>
          <CodeForm label={text.codeLabel} submit={text.open} send={steps.send} />
        </>
      )}
      <FormAlert message={steps.error} />
      <button
        type="button"
        className={`btn ${asked ? "btn-ghost btn-sm self-start" : "btn-primary"}`}
        disabled={steps.busy}
        onClick={steps.ask}
      >
        {steps.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {asked ? text.newCode : text.sendCode}
      </button>
    </div>
  );
}

/** The summary in the person's language (its part of the catalogue loads first), with Print summary above it. */
function Opened({ summary }: { summary: VisitSummary }) {
  const texts = useClinicMessagesIn(summary.locale);
  if (!texts) return <PageSpinner />;
  if ("failed" in texts) return <PageMessage text={MESSAGES.clinicSummary.loadFailed} retry={texts.retry} />;
  return (
    <>
      <button type="button" className="btn btn-primary self-start print:hidden" onClick={() => window.print()}>
        {MESSAGES.clinicSummary.print}
      </button>
      <SummaryDocument summary={summary} texts={texts.messages} />
    </>
  );
}
