import type { SummaryLinkSend } from "@medcamp/contract";
import { useId, useState } from "react";
import { FormAlert } from "../../../components/form/form-field";
import { dateFormat } from "../../../i18n/intl";
import { MESSAGES } from "../../../i18n/messages";
import { useOnline } from "../../../lib/network-status";
import { CodeForm } from "./code-form";
import { sendSummaryLink, verifySummaryLink } from "./summary-link-api";
import { useCodeSteps } from "./use-code-steps";

/**
 * "Summary by text message" at a signed visit (issue 40 item 4): texts the person a link to their summary, which
 * opens with a code sent to their phone. A number not yet proved theirs gets a code first, which the person reads out
 * and the staff type here; then the link goes. Needs the network (the server decides and texts).
 */
export function SendLinkPanel({ visitId }: { visitId: string }) {
  const text = MESSAGES.clinicSummaryLink;
  const headingId = useId();
  const online = useOnline();
  const [answer, setAnswer] = useState<SummaryLinkSend>();
  const steps = useCodeSteps({
    ask: () => sendSummaryLink(visitId),
    asked: setAnswer,
    send: (code) => verifySummaryLink(visitId, code),
    sent: setAnswer,
    failed: text.sendFailed,
  });

  const sentAt = answer?.sentAt ? dateFormat({ timeStyle: "short" }).format(new Date(answer.sentAt)) : "";
  const again = answer?.status === "sent" ? text.sendAgain : answer ? text.newCode : text.send;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-box p-3 ring-1 ring-base-300">
      <h3 id={headingId} className="font-semibold">
        {text.heading}
      </h3>
      {!answer && <p className="text-sm text-base-content/80">{text.intro}</p>}
      {answer?.status === "sent" && (
        <p role="status" className="alert alert-success">
          {text.sent(answer.phone, sentAt)}
        </p>
      )}
      {answer?.status === "verify" && (
        <>
          <p role="status">{text.verifyIntro(answer.phone)}</p>
          <CodeForm label={text.code} submit={text.confirmAndSend} send={steps.send} />
        </>
      )}
      <FormAlert message={steps.error} />
      <button
        type="button"
        className={`btn ${answer ? "btn-ghost btn-sm" : "btn-outline btn-primary"}`}
        disabled={steps.busy || !online}
        onClick={steps.ask}
      >
        {steps.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {again}
      </button>
      {!online && <p className="text-sm text-base-content/70">{text.needsNetwork}</p>}
    </section>
  );
}
