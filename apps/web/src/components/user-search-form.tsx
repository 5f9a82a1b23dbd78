import { type FormEvent, useId, useState } from "react";
import type { Paging } from "../lib/use-paging";

export type UserSearch = { username: string; email: string };

/** The search a list is filtered by; a new search starts again at page 1. */
export function useUserSearch(paging: Paging) {
  const [search, setSearch] = useState<UserSearch>({ username: "", email: "" });
  function onSearch(next: UserSearch) {
    setSearch(next);
    paging.setPage(1);
  }
  return [search, onSearch] as const;
}

/** Search by user name and e-mail with a Search button (Serve Camp, Manage Users). */
export function UserSearchForm({
  labels,
  onSearch,
}: {
  labels: { username: string; email: string };
  onSearch: (search: UserSearch) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<UserSearch>({ username: "", email: "" });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ username: draft.username.trim(), email: draft.email.trim() });
  }
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <label htmlFor={`${id}-name`} className="label pb-1 text-sm font-medium">
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
        <label htmlFor={`${id}-email`} className="label pb-1 text-sm font-medium">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          className="input input-bordered w-full"
          value={draft.email}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
