import { MESSAGES } from "../../../i18n/messages";
import { Link } from "react-router";
import { ListPage } from "../../../components/list/list-page";
import { PAGE_PARAM, usePaging } from "../../../lib/use-paging";
import { queryChoice, withQueryChanges } from "../../../lib/use-query-state";
import { useOutbox } from "./api/get-outbox";
import { EmailList } from "./email-list";
import { TextList } from "./text-list";

/** The query name of the outbox's list: the e-mails (left out) or `texts`. */
export const OUTBOX_LIST_PARAM = "list";
const LISTS = ["emails", "texts"] as const;
type OutboxList = (typeof LISTS)[number];

/**
 * /admin/outbox (issue 19): the mail the product wrote, its recipient, subject and state; View shows the message.
 * Beside the e-mails, the text messages (issue 40, `?list=texts`): one answer holds both, each paged on its own.
 */
export function OutboxPage() {
  const paging = usePaging();
  const list = queryChoice(paging.params.get(OUTBOX_LIST_PARAM), LISTS) ?? "emails";
  const outbox = useOutbox(paging.page, paging.pageSize);
  const label: Record<OutboxList, string> = { emails: MESSAGES.outbox.emailsTab, texts: MESSAGES.outbox.textsTab };
  // A list starts on its first page, at the same page size.
  const hrefOf = (to: OutboxList) =>
    `?${withQueryChanges(paging.params, { [OUTBOX_LIST_PARAM]: to === "emails" ? undefined : to, [PAGE_PARAM]: undefined })}`;

  return (
    <ListPage title={MESSAGES.outbox.title} documentTitle={MESSAGES.adminOutbox.documentTitle} wide={list === "texts"}>
      <nav aria-label={MESSAGES.outbox.listsLabel} className="mb-4 flex flex-wrap gap-2">
        {LISTS.map((to) => (
          <Link
            key={to}
            to={hrefOf(to)}
            className={`btn btn-sm ${to === list ? "btn-primary" : "btn-outline"}`}
            aria-current={to === list ? "true" : undefined}
          >
            {label[to]}
          </Link>
        ))}
      </nav>
      {list === "texts" ? <TextList outbox={outbox} paging={paging} /> : <EmailList outbox={outbox} paging={paging} />}
    </ListPage>
  );
}
