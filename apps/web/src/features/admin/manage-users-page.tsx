import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { ApiError } from "../../lib/api-client";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { fetchUsers, makeAdmin } from "./admin-api";

/** /admin/manage-user: search users by name and e-mail; promote students to admin. */
export function ManageUsersPage() {
  const id = useId();
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ username: "", email: "" });
  const [search, setSearch] = useState(draft);
  const users = useQuery({
    queryKey: ["users", search, paging.page, paging.pageSize],
    queryFn: () => fetchUsers(search.username, search.email, paging.page, paging.pageSize),
    placeholderData: keepPreviousData,
  });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft);
    paging.setPage(1);
  }

  async function onPromote(userId: string) {
    if (!(await confirmDestructive())) return;
    try {
      const result = await makeAdmin(userId);
      notify.success(result.message);
      await queryClient.invalidateQueries({ queryKey: ["users"] });
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
      <form role="search" onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-name`} className="label pb-1 text-sm font-medium">
            Search by username
          </label>
          <input
            id={`${id}-name`}
            className="input input-bordered"
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="label pb-1 text-sm font-medium">
            Search by email
          </label>
          <input
            id={`${id}-email`}
            className="input input-bordered"
            value={draft.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <QueryState loading={users.isPending} error={users.error}>
        {rows.length === 0 ? (
          <p className="py-8 text-center">{MESSAGES.camps.noUsersFound}</p>
        ) : (
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
        )}
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
