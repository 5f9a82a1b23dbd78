import { MESSAGES } from "../../../i18n/messages";
import { Fragment } from "react";
import { type Column, DataTable, type RowTool } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { ClearFiltersLink } from "../../../components/list/clear-filters-link";
import { USER_SEARCH_PARAMS, UserSearchForm, useUserSearch } from "../../../components/list/user-search-form";
import { ApiError } from "../../../lib/api-client";
import { confirmDestructive } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { usePaging } from "../../../lib/use-paging";
import { type UserList, useUsers } from "./api/get-users";
import { useMakeAdmin } from "./api/make-admin";
import { ExportsSection } from "../exports/exports-section";

type UserRow = UserList["users"][number];

/**
 * /admin/manage-user: search users by name and e-mail; promote students to admin, and what other features add to each
 * student (`studentTools`: their staff roles); beyond the spec (issue 23) the users and payments CSV exports below the
 * list.
 */
export function ManageUsersPage({ studentTools = [] }: { studentTools?: readonly RowTool<UserRow>[] }) {
  const T = MESSAGES.adminUsers;
  const paging = usePaging();
  const [search, onSearch] = useUserSearch(paging);
  const users = useUsers(search, paging.page, paging.pageSize);
  const promote = useMakeAdmin();

  async function onPromote(userId: string) {
    if (!(await confirmDestructive())) return;
    try {
      const result = await promote.mutateAsync(userId);
      notify.success(result.message);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : MESSAGES.camps.promoteFailed);
    }
  }

  const columns: Column<UserRow>[] = [
    { header: MESSAGES.adminCommon.userName, cell: (u) => u.name },
    { header: MESSAGES.account.emailLabel, cell: (u) => <bdi>{u.email}</bdi> },
    {
      header: T.subscriptionStatus,
      cell: (u) => (u.badge ? <span className="badge badge-primary">{u.badge}</span> : T.noBadge),
    },
    {
      header: MESSAGES.outbox.actions,
      cell: (u) =>
        u.role === "student" ? (
          // Beyond the spec (issue 21): beside Make Admin, the student's staff roles (admins have every right).
          <div className="flex gap-1 whitespace-nowrap">
            <button
              type="button"
              className="btn btn-sm"
              aria-label={T.makeAdminOf(u.name)}
              disabled={promote.isPending && promote.variables === u._id}
              onClick={() => onPromote(u._id)}
            >
              {T.makeAdmin}
            </button>
            {studentTools.map((tool, i) => (
              <Fragment key={i}>{tool.cell(u)}</Fragment>
            ))}
          </div>
        ) : (
          MESSAGES.adminCommon.admin
        ),
    },
  ];

  return (
    <ListPage title={T.title} documentTitle={T.documentTitle}>
      <UserSearchForm
        labels={{ username: T.searchUsername, email: T.searchEmail }}
        value={search}
        onSearch={onSearch}
      />
      <DataTable
        query={users}
        rows={users.data?.users}
        columns={columns}
        emptyText={MESSAGES.camps.noUsersFound}
        emptyAction={(search.username || search.email) && <ClearFiltersLink names={USER_SEARCH_PARAMS} />}
        pager={{ paging, totalPages: users.data?.totalPages, variant: "prev-next" }}
      />
      {studentTools.map((tool, i) => (
        <Fragment key={i}>{tool.dialog}</Fragment>
      ))}
      <ExportsSection />
    </ListPage>
  );
}
