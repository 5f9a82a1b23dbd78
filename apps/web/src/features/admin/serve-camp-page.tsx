import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { type UserSearch, UserSearchForm } from "../../components/user-search-form";
import { ApiError } from "../../lib/api-client";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { fetchRequests, serveRequest } from "./admin-api";

/** /admin/serve-meal: join requests searchable by user name and e-mail; Book marks one delivered ("Conformed"). */
export function ServeCampPage() {
  const id = useId();
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<UserSearch>({ username: "", email: "" });
  const requests = useQuery({
    queryKey: ["admin-requests", search, paging.page, paging.pageSize],
    queryFn: () => fetchRequests(search.username, search.email, paging.page, paging.pageSize),
    placeholderData: keepPreviousData,
  });

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
      <UserSearchForm
        labels={{ username: "User name", email: "User email" }}
        onSearch={(next) => {
          setSearch(next);
          paging.setPage(1);
        }}
      />
      <QueryState
        loading={requests.isPending}
        error={requests.error}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noMealRequestFound}
      >
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
