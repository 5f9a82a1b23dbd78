import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { useId, useState } from "react";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { type UserSearch, UserSearchForm } from "../../components/user-search-form";
import { ApiError } from "../../lib/api-client";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePageClamp } from "../../lib/use-page-clamp";
import { usePaging } from "../../lib/use-paging";
import { useUsers } from "./api/get-users";
import { useMakeAdmin } from "./api/make-admin";

/** /admin/manage-user: search users by name and e-mail; promote students to admin. */
export function ManageUsersPage() {
  const id = useId();
  const paging = usePaging();
  const [search, setSearch] = useState<UserSearch>({ username: "", email: "" });
  const users = useUsers(search, paging.page, paging.pageSize);
  const promote = useMakeAdmin();
  usePageClamp(paging.page, users.data?.totalPages, paging.setPage);

  async function onPromote(userId: string) {
    if (!(await confirmDestructive())) return;
    try {
      const result = await promote.mutateAsync(userId);
      notify.success(result.message);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : MESSAGES.camps.promoteFailed);
    }
  }

  const rows = users.data?.users ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>Manage Users · MedCamp</title>
      <h1 id={`${id}-title`} className="mb-6 text-3xl font-bold">
        Manage Users
      </h1>
      <UserSearchForm
        labels={{ username: "Search by username", email: "Search by email" }}
        onSearch={(next) => {
          setSearch(next);
          paging.setPage(1);
        }}
      />
      <QueryState
        loading={users.isPending}
        error={users.error}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noUsersFound}
      >
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>User Name</th>
                <th>Email</th>
                <th>Subscription Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u._id}>
                  <td>{u.name}</td>
                  <td>{u.email}</td>
                  <td>{u.badge ? <span className="badge badge-primary">{u.badge}</span> : "None"}</td>
                  <td>
                    {u.role === "student" ? (
                      <button
                        type="button"
                        className="btn btn-sm"
                        aria-label={`Make Admin: ${u.name}`}
                        disabled={promote.isPending && promote.variables === u._id}
                        onClick={() => onPromote(u._id)}
                      >
                        Make Admin
                      </button>
                    ) : (
                      "Admin"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <ListPager
        variant="prev-next"
        page={paging.page}
        totalPages={users.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </section>
  );
}
