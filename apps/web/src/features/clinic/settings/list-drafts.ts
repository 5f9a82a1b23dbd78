import { listKey } from "@medcamp/contract";

/** An entry of a list being edited, with a key of its own that stays with it when it moves. */
export interface Draft<T> {
  key: string;
  item: T;
}

/** A field's problem, by draft and field ("k3.name"). */
export type FieldErrors = Record<string, string>;

let nextKey = 0;

/** A new draft of an entry. */
export function draftOf<T>(item: T): Draft<T> {
  nextKey += 1;
  return { key: `d${nextKey}`, item };
}

/** Moves the draft at `index` one place up (-1) or down (1). */
export function moved<T>(drafts: readonly Draft<T>[], index: number, step: -1 | 1): Draft<T>[] {
  const to = index + step;
  if (to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The names of the saved entries the drafts no longer hold (names compare as the server's list does). */
export function removedNames<T>(saved: readonly T[], drafts: readonly Draft<T>[], nameOf: (item: T) => string) {
  const kept = new Set(drafts.map((d) => listKey(nameOf(d.item))));
  return saved.map(nameOf).filter((name) => !kept.has(listKey(name)));
}

/** Marks each draft whose name an earlier draft already has (under `field`). */
export function duplicates<T>(
  drafts: readonly Draft<T>[],
  nameOf: (item: T) => string,
  field: string,
  message: string,
): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  for (const draft of drafts) {
    const name = listKey(nameOf(draft.item));
    if (name === "") continue;
    if (seen.has(name)) errors[`${draft.key}.${field}`] = message;
    seen.add(name);
  }
  return errors;
}

/**
 * The entry and field a refusal of the server names ("Name is required (medicines.2.name)"; a section's own check
 * says "medicines.2.name: …"), or null when it names none.
 */
export function refusedEntry(message: string, list: string): { index: number; field: string } | null {
  const found = new RegExp(`\\b${list}\\.(\\d+)\\.(\\w+)\\b`).exec(message);
  return found ? { index: Number(found[1]), field: found[2]! } : null;
}
