import { formatTicketCode, type TicketStatus } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { TicketQr } from "./ticket-qr";

export type TicketView = {
  code: string;
  status: TicketStatus;
  campTitle?: string;
  campDates?: string;
  campPlace?: string;
  camperName?: string;
};

/** Words that do not fit (a long camp title) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/**
 * The ticket as it is shown and printed: the camp, the camper, the code as a QR code and as short text, and whether
 * it works. A revoked ticket keeps its code for reference but shows no QR code to scan.
 */
export function TicketCard({ ticket }: { ticket: TicketView }) {
  const revoked = ticket.status === "revoked";
  const formatted = formatTicketCode(ticket.code);
  const titleId = useId();
  const codeLabelId = useId();
  const hasFacts = Boolean(ticket.campDates || ticket.campPlace || ticket.camperName);
  return (
    <article
      aria-labelledby={titleId}
      className="card bg-base-100 shadow-sm ring-1 ring-base-300 print:shadow-none print:ring-black"
    >
      <div className="card-body items-center gap-4 p-5 text-center">
        <p className="text-sm font-medium tracking-wide text-base-content/70 uppercase">{MESSAGES.tickets.heading}</p>
        <h2 id={titleId} className={`text-2xl leading-tight font-bold ${WRAP}`}>
          {ticket.campTitle ?? MESSAGES.tickets.pageTitle}
        </h2>
        {hasFacts && (
          <dl className="grid w-full gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:text-start">
            {ticket.campDates && <Fact term={MESSAGES.schedule.datesLabel}>{ticket.campDates}</Fact>}
            {ticket.campPlace && <Fact term={MESSAGES.schedule.place}>{ticket.campPlace}</Fact>}
            {ticket.camperName && <Fact term={MESSAGES.tickets.camper}>{ticket.camperName}</Fact>}
          </dl>
        )}
        {revoked ? (
          <p role="alert" className="alert alert-error w-full text-start font-medium">
            {MESSAGES.tickets.revoked}
          </p>
        ) : (
          <TicketQr code={ticket.code} />
        )}
        <dl className="w-full">
          <dt id={codeLabelId} className="text-sm text-base-content/70">
            {MESSAGES.tickets.codeLabel}
          </dt>
          <dd
            aria-labelledby={codeLabelId}
            className={`font-mono text-xl font-bold tracking-wide select-all sm:text-3xl sm:tracking-wider ${WRAP} ${
              revoked ? "text-base-content/50 line-through" : ""
            }`}
          >
            {formatted}
          </dd>
        </dl>
        {!revoked && <p className="text-sm font-medium text-success">{MESSAGES.tickets.valid}</p>}
      </div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <>
      <dt className="text-base-content/70">{term}</dt>
      <dd className={`font-medium ${WRAP}`}>{children}</dd>
    </>
  );
}
