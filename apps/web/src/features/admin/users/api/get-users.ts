import type { userListResponseSchema } from "@medcamp/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../../lib/api-client";
import type { UserSearch } from "../../../../components/list/user-search-form";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

export type UserList = z.infer<typeof userListResponseSchema>;

/** GET /api/users?username&email&page&limit → { users: [{ _id, name, email, badge, role }], totalPages }. */
export const getUsers = (search: UserSearch, page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<UserList>(`/users?${searchParams({ ...search, page, limit })}`, { signal });

export const usersQueryOptions = (search: UserSearch, page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.userPage(search, page, limit),
    queryFn: ({ signal }) => getUsers(search, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (search: UserSearch, page: number, limit: number) =>
  useQuery(usersQueryOptions(search, page, limit));
