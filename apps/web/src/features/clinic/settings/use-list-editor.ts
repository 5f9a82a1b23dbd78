import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { isNetworkError } from "../../../lib/api-client";
import { confirmDestructive } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { type Draft, draftOf, type FieldErrors, moved, refusedEntry, removedNames } from "./list-drafts";

export interface ListEditorOptions<T> {
  /** The list the server holds. */
  saved: readonly T[];
  /** The wire name of the list in the server's messages ("tests", "medicines", "stations"). */
  list: string;
  /** How an entry is named (in the confirmation, the buttons' labels; duplicates compare by it). */
  nameOf: (item: T) => string;
  /** The drafts' problems found before sending, by draft and field. */
  check: (drafts: readonly Draft<T>[]) => FieldErrors;
  /** Sends the whole list (PUT) and answers the list as saved. */
  send: (items: T[]) => Promise<readonly T[]>;
  /** What "Use the defaults" sends. */
  defaults: T[];
  /** The toast of a save. */
  savedText: string;
}

/** Puts the focus on an element of the page once React has drawn the change. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The state of one of a camp's lists being edited: its drafts (add, move, remove), the problems found before sending
 * or named by the server (at their field, else above the form), and Save and "Use the defaults", each confirmed
 * before it takes entries off the list. A refused or failed save keeps every draft as it was.
 */
export function useListEditor<T>(options: ListEditorOptions<T>) {
  const prefix = useId();
  const [drafts, setDrafts] = useState<Draft<T>[]>(() => options.saved.map(draftOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rowId = (draft: Draft<T>) => `${prefix}-${draft.key}`;

  const update = (index: number, item: T) => setDrafts((all) => all.map((d, i) => (i === index ? { ...d, item } : d)));

  function move(index: number, step: -1 | 1) {
    const draft = drafts[index]!;
    const to = index + step;
    setDrafts((all) => moved(all, index, step));
    // Focus follows the entry; at either end the other arrow takes it (the pressed one is then disabled).
    const atEnd = to === 0 || to === drafts.length - 1;
    const button = atEnd ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down";
    focusSoon(`${rowId(draft)}-${button}`);
  }

  function remove(index: number) {
    const next = drafts[index + 1] ?? drafts[index - 1];
    setDrafts((all) => all.filter((_, i) => i !== index));
    focusSoon(next ? `${rowId(next)}-remove` : `${prefix}-add`);
  }

  /** Adds an entry at `at` (the end by default), then focuses its name field, or the element `focus` names. */
  function add(item: T, at = drafts.length, focus = (newRowId: string) => `${newRowId}-name`) {
    const draft = draftOf(item);
    setDrafts((all) => [...all.slice(0, at), draft, ...all.slice(at)]);
    focusSoon(focus(rowId(draft)));
  }

  async function send(items: T[], done: string) {
    setBusy(true);
    setFormError(undefined);
    try {
      const answer = await options.send(items);
      setDrafts(answer.map(draftOf));
      setErrors({});
      notify.success(done);
    } catch (error) {
      const message = error instanceof Error ? error.message : MESSAGES.camps.errorLater;
      const named = isNetworkError(error) ? null : refusedEntry(message, options.list);
      const draft = named && drafts[named.index];
      if (draft) {
        // Said at the field, the sentence needs no wire name after it ("… (medicines.2.name)").
        const said = message.replace(new RegExp(` \\(${options.list}\\.\\d+\\.\\w+\\)`, "g"), "");
        setErrors({ [`${draft.key}.${named.field}`]: said });
        focusSoon(`${rowId(draft)}-${named.field}`);
      } else setFormError(isNetworkError(error) ? MESSAGES.clinicUi.saveFailed : message);
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = options.check(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const removed = removedNames(options.saved, drafts, options.nameOf);
    if (removed.length > 0 && !(await confirmDestructive(MESSAGES.clinicLists.removedConfirm(removed.join(", "))))) {
      return;
    }
    await send(
      drafts.map((d) => d.item),
      options.savedText,
    );
  }

  async function restoreDefaults() {
    if (!(await confirmDestructive(MESSAGES.clinicLists.useDefaultsConfirm))) return;
    await send(options.defaults, options.savedText);
  }

  return { prefix, drafts, rowId, update, move, remove, add, errors, formError, busy, save, restoreDefaults };
}
export type ListEditor<T> = ReturnType<typeof useListEditor<T>>;
