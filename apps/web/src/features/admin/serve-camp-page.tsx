import { MESSAGES } from "@medcamp/contract";
import { type Column, DataTable } from "../../components/data-table";
import { ListPage } from "../../components/list-page";
import { ClearFiltersLink } from "../../components/clear-filters-link";
import { USER_SEARCH_PARAMS, UserSearchForm, useUserSearch } from "../../components/user-search-form";
import { notify } from "../../lib/toast";
import { usePaging } from "../../lib/use-paging";
import { type AdminRequest, useRequests } from "./api/get-requests";
import { useServeRequest } from "./api/serve-request";

/** /admin/serve-meal: join requests searchable by user name and e-mail; Book marks one delivered ("Conformed"). */
export function ServeCampPage() {
  const paging = usePaging();
  const [search, onSearch] = useUserSearch(paging);
  const requests = useRequests(search, paging.page, paging.pageSize);
  const serve = useServeRequest();

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

  const columns: Column<AdminRequest>[] = [
    { header: "Title", cell: (r) => r.title },
    { header: "User Name", cell: (r) => r.name },
    { header: "User Email", cell: (r) => r.email },
    { header: "Status", cell: (r) => r.status },
    {
      header: "Action",
      cell: (r) =>
        r.status === "delivered" ? (
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
        ),
    },
  ];

  return (
    <ListPage title="Serve Camp" documentTitle="Serve Camp · MedCamp">
      <UserSearchForm labels={{ username: "User name", email: "User email" }} value={search} onSearch={onSearch} />
      <DataTable
        query={requests}
        rows={requests.data?.mealRequests}
        columns={columns}
        emptyText={MESSAGES.camps.noMealRequestFound}
        emptyAction={(search.username || search.email) && <ClearFiltersLink names={USER_SEARCH_PARAMS} />}
        pager={{ paging, totalPages: requests.data?.totalPages }}
      />
    </ListPage>
  );
}
