import { type MailState, type OutboxMessage } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useState } from "react";
import { type Column, DataTable } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { usePaging } from "../../../lib/use-paging";
import { useOutbox } from "./api/get-outbox";
import { OutboxMessageDialog } from "./outbox-message-dialog";
import { dateFormat } from "../../../i18n/intl";

/** Each state's badge; "outbox" means kept here because no SMTP server is configured. */
const STATE_BADGE: Record<MailState, string> = {
  queued: "badge-warning",
  sent: "badge-success",
  failed: "badge-error",
  outbox: "badge-neutral",
};

/** /admin/outbox (issue 19): the mail the product wrote, its recipient, subject and state; View shows the message. */
export function OutboxPage() {
  const paging = usePaging();
  const outbox = useOutbox(paging.page, paging.pageSize);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const columns: Column<OutboxMessage>[] = [
    {
      header: MESSAGES.outbox.date,
      cell: (m) => (
        <time dateTime={m.createdAt}>
          {dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(m.createdAt))}
        </time>
      ),
    },
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
    <ListPage title={MESSAGES.outbox.title} documentTitle={MESSAGES.adminOutbox.documentTitle}>
      <p className="mb-4 text-base-content/80">{MESSAGES.outbox.intro}</p>
      <DataTable
        query={outbox}
        rows={outbox.data?.messages}
        columns={columns}
        emptyText={MESSAGES.outbox.empty}
        pager={{ paging, totalPages: outbox.data?.totalPages, label: MESSAGES.outbox.pagerLabel }}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
