import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { ApiError } from "../../lib/api-client";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { fetchRequests, serveRequest } from "./admin-api";

/** /admin/serve-meal: join requests searchable by user name and e-mail; Book marks one delivered ("Conformed"). */
export function ServeCampPage() {
  const id = useId();
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ username: "", email: "" });
  const [search, setSearch] = useState(draft);
  const requests = useQuery({
    queryKey: ["admin-requests", search, paging.page, paging.pageSize],
    queryFn: () => fetchRequests(search.username, search.email, paging.page, paging.pageSize),
    placeholderData: keepPreviousData,
  });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft);
    paging.setPage(1);
  }

  async function onBook(requestId: string) {
    try {
      await serveRequest(requestId);
      notify.success(MESSAGES.success.mealDelivered);
      await queryClient.invalidateQueries({ queryKey: ["admin-requests"] });
    } catch (error) {
      notify.error(
        `${MESSAGES.camps.statusUpdateFailedPrefix}${error instanceof ApiError ? error.message : String(error)}`,
      );
    }
  }

  const rows = requests.data?.mealRequests ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>Serve Camp · MedCamp</title>
      <h1 id={`${id}-title`} className="mb-6 text-3xl font-bold">
        Serve Camp
      </h1>
      <form role="search" onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-name`} className="label pb-1 text-sm font-medium">
            User name
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
            User email
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
      <QueryState loading={requests.isPending} error={requests.error}>
        {rows.length === 0 ? (
          <p className="py-8 text-center">{MESSAGES.camps.noMealRequestFound}</p>
        ) : (
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table">
              <thead>
                <tr>
                  <th>Title</th>
                  <th>User Name</th>
                  <th>User Email</th>
                  <th>Status</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r._id}>
                    <td>{r.title}</td>
                    <td>{r.name}</td>
                    <td>{r.email}</td>
                    <td>{r.status}</td>
                    <td>
                      {r.status === "delivered" ? (
                        <span className="badge badge-success">Conformed</span>
                      ) : (
                        <button type="button" className="btn btn-primary btn-sm" onClick={() => onBook(r._id)}>
                          Book
                        </button>
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
        page={paging.page}
        totalPages={requests.data?.totalPages ?? 1}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </section>
  );
}
