import { type OutboxPage, type OutboxText, type SmsState } from "@medcamp/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { type Column, DataTable } from "../../../components/list/data-table";
import { MESSAGES } from "../../../i18n/messages";
import type { Paging } from "../../../lib/use-paging";
import { OutboxTime } from "./outbox-time";

/** Each state's badge; "outbox" means kept here because no SMS provider is configured (ADR 028). */
const STATE_BADGE: Record<SmsState, string> = {
  queued: "badge-warning",
  sent: "badge-info",
  delivered: "badge-success",
  failed: "badge-error",
  outbox: "badge-neutral",
};

/** The alphabets a text is counted in (GSM 03.38 or UCS-2), by their usual names. */
const ENCODING_NAME: Record<OutboxText["encoding"], string> = { gsm7: "GSM-7", ucs2: "UCS-2" };

/**
 * The outbox's text messages (issue 40): recipient, words, kind, state (and the provider that took it), segments and
 * their alphabet, attempts, when written and sent, and the last error; paged on their own (`textPages`).
 */
export function TextList({ outbox, paging }: { outbox: UseQueryResult<OutboxPage>; paging: Paging }) {
  const t = MESSAGES.outbox;
  const columns: Column<OutboxText>[] = [
    { header: t.date, cell: (m) => <OutboxTime iso={m.createdAt} /> },
    {
      header: t.to,
      cell: (m) => (
        <bdi dir="ltr" className="whitespace-nowrap">
          {m.to}
        </bdi>
      ),
    },
    { header: t.text, cell: (m) => <span dir="auto">{m.text}</span>, className: "min-w-64" },
    {
      header: t.kind,
      cell: (m) => (
        <span className="flex flex-col items-start gap-1">
          <span>{m.kind}</span>
          {/* A WhatsApp message is named so; an SMS is the list's default. */}
          {m.channel !== "sms" && <span className="badge badge-success badge-outline">{m.channel}</span>}
        </span>
      ),
    },
    {
      header: t.state,
      cell: (m) => (
        <span className="flex flex-col items-start gap-1">
          <span className={`badge ${STATE_BADGE[m.state]}`}>{m.state}</span>
          {/* The provider that took it (http, twilio); the built-in outbox is its state already. */}
          {m.provider && m.provider !== m.state && <span className="text-xs text-base-content/70">{m.provider}</span>}
        </span>
      ),
    },
    { header: t.segments, cell: (m) => `${m.segments} · ${ENCODING_NAME[m.encoding]}` },
    { header: t.attempts, cell: (m) => m.attempts },
    { header: t.sent, cell: (m) => (m.sentAt ? <OutboxTime iso={m.sentAt} /> : "—") },
    { header: t.lastError, cell: (m) => m.lastError ?? "—", className: "min-w-40" },
  ];

  return (
    <>
      <p className="mb-4 text-base-content/80">{t.textsIntro}</p>
      <DataTable
        query={outbox}
        rows={outbox.data?.texts}
        columns={columns}
        emptyText={t.textsEmpty}
        pager={{ paging, totalPages: outbox.data?.textPages, label: t.textsPagerLabel }}
      />
    </>
  );
}
