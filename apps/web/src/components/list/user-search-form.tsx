import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { Paging } from "../../lib/use-paging";

export type UserSearch = { username: string; email: string };

/** The query names of a user search (architecture.md §5), as the API names them. */
export const USER_SEARCH_PARAMS = ["username", "email"] as const;

/**
 * The search a list is filtered by, kept in the URL (`username`, `email`) beside its page: Back, refresh and a shared
 * link show the same search. A new search adds a history entry and starts again at page 1.
 */
export function useUserSearch(paging: Paging) {
  const search: UserSearch = {
    username: paging.params.get("username")?.trim() ?? "",
    email: paging.params.get("email")?.trim() ?? "",
  };
  function onSearch(next: UserSearch) {
    paging.setFilters({ username: next.username, email: next.email });
  }
  return [search, onSearch] as const;
}

/** Search by user name and e-mail with a Search button (Serve Camp, Manage Users); the fields show `value`. */
export function UserSearchForm({
  labels,
  value,
  onSearch,
}: {
  labels: { username: string; email: string };
  /** The search in force; the fields follow it when it changes (Back, "Clear filters"). */
  value: UserSearch;
  onSearch: (search: UserSearch) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<UserSearch>(value);
  const { username, email } = value;
  useEffect(() => setDraft({ username, email }), [username, email]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ username: draft.username.trim(), email: draft.email.trim() });
  }
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <label htmlFor={`${id}-name`} className="label pb-1 whitespace-normal text-sm font-medium">
          {labels.username}
        </label>
        <input
          id={`${id}-name`}
          className="input input-bordered w-full"
          value={draft.username}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, username: e.target.value })}
        />
      </div>
      <div className="w-full sm:w-64">
        <label htmlFor={`${id}-email`} className="label pb-1 whitespace-normal text-sm font-medium">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          dir="ltr"
          className="input input-bordered w-full"
          value={draft.email}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {MESSAGES.common.search}
      </button>
    </form>
  );
}
