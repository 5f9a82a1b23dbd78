import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** The query name of a list's page (architecture.md §5); filters that change return to page 1. */
export const PAGE_PARAM = "page";

/** New values of some query-string names; `undefined` or "" leaves the name out of the URL (its default). */
export type QueryChanges = Record<string, string | undefined>;

/** The query string with `changes` applied; the other names are kept as they are. */
export function withQueryChanges(current: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** A whole number from 1 to `max` in the query string, or undefined. */
export function queryInt(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** One of `allowed` in the query string, or undefined (an unknown value is the default). */
export function queryChoice<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((choice) => choice === value);
}

/**
 * The URL's query string as a screen's state (architecture.md §5): read it with `params`, change some names
 * with `update`. A change adds a history entry unless `replace` is asked; the scroll position stays.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the query of the last render, so a second change sent before the
  // first one rendered (a sort, then at once a page size; a typed search, then at once a category chosen in
  // another field's hook) would drop the first. Every change builds on what was last written by any field of the
  // page. A render follows the URL again only when it brings a query nobody here wrote (Back, a link): a field
  // that mounts with the query of the render before a change (the pager, once its list's data arrives) keeps it.
  const search = params.toString();
  useLayoutEffect(() => {
    const written = unrendered.indexOf(search);
    if (written >= 0) unrendered.splice(0, written + 1);
    else if (search !== lastRendered) {
      lastQuery = new URLSearchParams(search);
      unrendered.length = 0;
    }
    lastRendered = search;
  }, [search]);
  const update = useCallback(
    (changes: QueryChanges, options: { replace?: boolean } = {}) => {
      // Set by the first commit's layout effect, before any event or effect can call this.
      const next = withQueryChanges(lastQuery ?? new URLSearchParams(), changes);
      lastQuery = next;
      unrendered.push(next.toString());
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setParams],
  );
  return { params, update };
}

// One router, one URL: shared by every field's hook.
/** The query the page's fields last wrote, or the URL brought from elsewhere. */
let lastQuery: URLSearchParams | undefined;
/** The query of the last render. */
let lastRendered: string | undefined;
/** Queries written and not rendered yet, oldest first (a render of one shows those before it were passed over). */
const unrendered: string[] = [];

export type QueryState = ReturnType<typeof useQueryState>;

/**
 * What a field shows while the user edits it, written to the URL once typing pauses (`delayMs`). `committed` is the
 * value as the URL has it, `key` the comparable form of what a value writes to the URL, `write` writes one: with
 * `replace` false (a history entry) for a choice made at once (a checkbox) and for the first value typed, true for
 * the values typed after it, so Back returns to the view before the edit rather than stepping through keystrokes. When the URL changes from elsewhere (Back, Forward, "Clear filters") the draft
 * follows it and a pending write is dropped.
 */
export function useQueryDraft<T>({
  committed,
  key,
  write,
  delayMs,
}: {
  committed: T;
  key: (value: T) => string;
  write: (value: T, replace: boolean) => void;
  delayMs: number;
}) {
  const [draft, setDraft] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committedKey = key(committed);
  /** The key the URL had last, or was last written with: a URL change to anything else came from elsewhere. */
  const known = useRef(committedKey);
  // The latest committed value, read by the effect below without making it a dependency.
  const latest = useRef(committed);
  latest.current = committed;
  /** True once this edit has written to the URL: the next typed value replaces that entry. */
  const editing = useRef(false);

  useEffect(() => {
    if (committedKey === known.current) return;
    known.current = committedKey;
    editing.current = false;
    clearTimeout(timer.current);
    setDraft(latest.current);
  }, [committedKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(
    (value: T, immediate: boolean) => {
      clearTimeout(timer.current);
      const next = key(value);
      if (next === key(latest.current)) return;
      known.current = next;
      const replace = !immediate && editing.current;
      editing.current = true;
      write(value, replace);
    },
    [key, write],
  );

  /** Shows `value` at once; writes it when typing pauses, or at once with `immediate` (a checkbox, a select). */
  const change = useCallback(
    (value: T, immediate = false) => {
      setDraft(value);
      clearTimeout(timer.current);
      if (immediate) commit(value, true);
      else timer.current = setTimeout(() => commit(value, false), delayMs);
    },
    [commit, delayMs],
  );

  return [draft, change] as const;
}

const trimmed = (text: string) => text.trim();

/**
 * A search box kept in the URL under `name` (trimmed; page 1 with each new text). Typing shows at once and the URL
 * follows when typing pauses. An edit adds one history entry and the text typed after it replaces that entry, so
 * Back returns to the screen before the edit rather than stepping back through what was typed.
 */
export function useQueryText(name: string, delayMs: number) {
  const { params, update } = useQueryState();
  const committed = params.get(name) ?? "";
  const write = useCallback(
    (text: string, replace: boolean) => update({ [name]: text.trim(), [PAGE_PARAM]: undefined }, { replace }),
    [update, name],
  );
  return useQueryDraft({ committed, key: trimmed, write, delayMs });
}
