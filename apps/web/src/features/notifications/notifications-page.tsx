import { type AppNotification, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { Link, useNavigate } from "react-router";
import { ListPage } from "../../components/list/list-page";
import { ListPager } from "../../components/list/list-pager";
import { QueryState } from "../../components/feedback/query-state";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { usePageClamp } from "../../lib/use-page-clamp";
import { usePaging } from "../../lib/use-paging";
import { useMarkAllRead, useMarkRead, useNotifications } from "./api/notifications";
import { dateFormat } from "../../i18n/intl";
import { localizedEnglish } from "../../i18n/server-text";

/** A link the app can follow itself: a path on this site (never another origin or a script). */
const inAppPath = (link: string | null): string | null =>
  link && link.startsWith("/") && !link.startsWith("//") ? link : null;

/**
 * /user/notifications (issue 19): what MedCamp told the user, newest first and paged. Unread ones stand out (a
 * coloured edge, bold title and an "Unread" badge); each can be marked read, or all at once; opening one that leads
 * somewhere marks it read and goes there.
 */
export function NotificationsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const paging = usePaging();
  const list = useNotifications(email, paging.page, paging.pageSize);
  const markRead = useMarkRead(email);
  const markAll = useMarkAllRead(email);
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  usePageClamp(paging.page, list.data?.totalPages, paging.correctPage);

  async function onMarkRead(id: string) {
    try {
      await markRead.mutateAsync(id);
    } catch {
      notify.error(MESSAGES.notifications.markFailed);
    }
  }

  async function onMarkAll() {
    try {
      await markAll.mutateAsync();
    } catch {
      notify.error(MESSAGES.notifications.markFailed);
      return;
    }
    notify.success(MESSAGES.notifications.markedAllRead);
  }

  function onOpen(n: AppNotification, path: string) {
    // Marked read on the way; the list and the bell refresh when the server has it, wherever the user is by then.
    if (!n.read) markRead.mutate(n._id);
    void navigate(path);
  }

  return (
    <ListPage
      title={MESSAGES.notifications.title}
      documentTitle={MESSAGES.notifUi.documentTitle}
      toolbarAlign="center"
      toolbar={
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => void onMarkAll()}
        >
          {markAll.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {MESSAGES.notifications.markAllRead}
        </button>
      }
    >
      <QueryState
        loading={list.isPending}
        error={list.error}
        errorText={MESSAGES.notifications.loadFailed}
        empty={(list.data?.notifications.length ?? 0) === 0}
        emptyText={MESSAGES.notifications.empty}
        emptyAction={
          <Link to="/meals" className="btn btn-primary btn-sm">
            {MESSAGES.dashRequests.browseCamps}
          </Link>
        }
      >
        <p role="status" className="mb-3 text-base-content/80">
          {MESSAGES.notifications.unreadSummary(unread)}
        </p>
        <ul className="flex flex-col gap-3" aria-busy={list.isFetching}>
          {list.data?.notifications.map((n) => (
            <NotificationItem
              key={n._id}
              notification={n}
              marking={markRead.isPending && markRead.variables === n._id}
              onMarkRead={() => void onMarkRead(n._id)}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </QueryState>
      <ListPager
        page={paging.page}
        totalPages={list.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        label={MESSAGES.notifications.pagerLabel}
      />
    </ListPage>
  );
}

type ItemProps = {
  notification: AppNotification;
  marking: boolean;
  onMarkRead: () => void;
  onOpen: (n: AppNotification, path: string) => void;
};

function NotificationItem({ notification: n, marking, onMarkRead, onOpen }: ItemProps) {
  const path = inAppPath(n.link);
  const title = <span className={n.read ? "font-medium" : "font-bold"}>{localizedEnglish(n.title)}</span>;
  return (
    <li
      className={`card border-s-4 bg-base-100 shadow-sm ${n.read ? "border-base-300" : "border-primary bg-primary/5"}`}
      data-read={n.read}
    >
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg break-words">
            {path ? (
              <Link
                to={path}
                className="link link-hover inline-block min-h-6"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(n, path);
                }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {!n.read && <span className="badge badge-primary">{MESSAGES.notifications.unreadLabel}</span>}
        </div>
        <p className="break-words text-base-content/90">{localizedEnglish(n.body)}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <time dateTime={n.createdAt} className="text-sm text-base-content/70">
            {dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(n.createdAt))}
          </time>
          {!n.read && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={MESSAGES.notifications.markReadOf(localizedEnglish(n.title))}
              disabled={marking}
              onClick={onMarkRead}
            >
              {marking && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {MESSAGES.notifications.markRead}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
