import type { OutboxPage } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

/** GET /api/admin/outbox?page&limit → { messages, totalPages }: every e-mail the product wrote, newest first. */
export const getOutbox = (page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<OutboxPage>(`/admin/outbox?${searchParams({ page, limit })}`, { signal });

export const outboxQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.outbox(page, limit),
    queryFn: ({ signal }) => getOutbox(page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (page: number, limit: number) => useQuery(outboxQueryOptions(page, limit));
