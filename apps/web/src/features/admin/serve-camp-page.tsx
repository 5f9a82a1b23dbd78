import { MESSAGES, PAGE_SIZE_OPTIONS } from "@medcamp/contract";
import { useId, useState } from "react";
import { ListPager } from "../../components/list-pager";
import { QueryState } from "../../components/query-state";
import { type UserSearch, UserSearchForm } from "../../components/user-search-form";
import { notify } from "../../lib/toast";
import { usePageClamp } from "../../lib/use-page-clamp";
import { usePaging } from "../../lib/use-paging";
import { useRequests } from "./api/get-requests";
import { useServeRequest } from "./api/serve-request";

/** /admin/serve-meal: join requests searchable by user name and e-mail; Book marks one delivered ("Conformed"). */
export function ServeCampPage() {
  const id = useId();
  const paging = usePaging();
  const [search, setSearch] = useState<UserSearch>({ username: "", email: "" });
  const requests = useRequests(search, paging.page, paging.pageSize);
  const serve = useServeRequest();
  usePageClamp(paging.page, requests.data?.totalPages, paging.setPage);

  async function onBook(requestId: string) {
    try {
      await serve.mutateAsync(requestId);
    } catch (error) {
      notify.error(
        `${MESSAGES.camps.statusUpdateFailedPrefix}${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    notify.success(MESSAGES.success.mealDelivered);
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
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        aria-label={`Book ${r.title} for ${r.name}`}
                        disabled={serve.isPending && serve.variables === r._id}
                        onClick={() => onBook(r._id)}
                      >
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
