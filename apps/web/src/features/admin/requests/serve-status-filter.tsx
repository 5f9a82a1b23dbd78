import { REQUEST_STATUS_FILTERS } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useId } from "react";
import type { Paging } from "../../../lib/use-paging";
import { queryChoice } from "../../../lib/use-query-state";
import type { RequestStatusFilter } from "./api/get-requests";

/** The query name of Serve Camp's status filter (architecture.md §5), as the API names it; left out for all. */
export const STATUS_PARAM = "status";

/** The choices, labelled when the select renders (in the language being read). */
const options = (): ReadonlyArray<{ value: NonNullable<RequestStatusFilter> | ""; label: string }> => [
  { value: "", label: MESSAGES.schedule.allRequests },
  { value: "seated", label: MESSAGES.schedule.seatHolders },
  { value: "waitlisted", label: MESSAGES.schedule.waitlistFilter },
  { value: "pending", label: MESSAGES.schedule.pendingFilter },
  { value: "delivered", label: MESSAGES.schedule.deliveredFilter },
  { value: "declined", label: MESSAGES.schedule.declinedStatus },
];

/** The status filter as the URL has it; an unknown value reads as all requests. */
export const statusFromQuery = (params: URLSearchParams): RequestStatusFilter =>
  queryChoice(params.get(STATUS_PARAM), REQUEST_STATUS_FILTERS);

/** Serve Camp's status select: a new choice adds a history entry and returns to page 1. */
export function ServeStatusFilter({ paging }: { paging: Paging }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label pb-1 whitespace-normal text-sm font-medium">
        {MESSAGES.schedule.statusLabel}
      </label>
      <select
        id={id}
        className="select select-bordered"
        value={statusFromQuery(paging.params) ?? ""}
        onChange={(e) => paging.setFilters({ [STATUS_PARAM]: e.target.value })}
      >
        {options().map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
