import { type MailState, type OutboxMessage, type OutboxPage } from "@medcamp/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { type Column, DataTable } from "../../../components/list/data-table";
import { MESSAGES } from "../../../i18n/messages";
import type { Paging } from "../../../lib/use-paging";
import { OutboxMessageDialog } from "./outbox-message-dialog";
import { OutboxTime } from "./outbox-time";

/** Each state's badge; "outbox" means kept here because no SMTP server is configured. */
const STATE_BADGE: Record<MailState, string> = {
  queued: "badge-warning",
  sent: "badge-success",
  failed: "badge-error",
  outbox: "badge-neutral",
};

/** The outbox's e-mails (issue 19): recipient, subject and state; View shows the message. */
export function EmailList({ outbox, paging }: { outbox: UseQueryResult<OutboxPage>; paging: Paging }) {
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const columns: Column<OutboxMessage>[] = [
    { header: MESSAGES.outbox.date, cell: (m) => <OutboxTime iso={m.createdAt} /> },
    { header: MESSAGES.outbox.to, cell: (m) => m.to, className: "min-w-40" },
    { header: MESSAGES.outbox.subject, cell: (m) => m.subject, className: "min-w-48" },
    {
      header: MESSAGES.outbox.state,
      cell: (m) => (
        <span className={`badge ${STATE_BADGE[m.state]}`} title={m.lastError ?? undefined}>
          {m.state}
        </span>
      ),
    },
    { header: MESSAGES.outbox.attempts, cell: (m) => m.attempts },
    {
      header: MESSAGES.outbox.actions,
      cell: (m) => (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={MESSAGES.outbox.viewMessage(m.subject, m.to)}
          onClick={() => setOpen(m)}
        >
          {MESSAGES.outbox.view}
        </button>
      ),
    },
  ];

  return (
    <>
      <p className="mb-4 text-base-content/80">{MESSAGES.outbox.intro}</p>
      <DataTable
        query={outbox}
        rows={outbox.data?.messages}
        columns={columns}
        emptyText={MESSAGES.outbox.empty}
        pager={{ paging, totalPages: outbox.data?.totalPages, label: MESSAGES.outbox.pagerLabel }}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
