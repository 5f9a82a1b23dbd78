import { flushSync } from "react-dom";
import { LEAVING_ATTRIBUTE } from "./start-mode";

const NOT_TYPED = new Set(["checkbox", "radio", "submit", "button", "image", "reset", "file", "hidden"]);

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value past React's record of it (its own setter on the element), as typing does. */
function setAsTyped(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
}

/** A field the person changed, and the state they left it in. */
type Change =
  | { field: HTMLSelectElement; kind: "select"; value: string }
  | { field: HTMLInputElement; kind: "check" }
  | { field: TextField; kind: "text"; value: string };

/** The field's change, if the person made one (it differs from how it was rendered). */
function changeOf(field: Element): Change | undefined {
  if (field instanceof HTMLSelectElement) {
    const same = Array.from(field.options).every((option) => option.selected === option.defaultSelected);
    return same ? undefined : { field, kind: "select", value: field.value };
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio is replayed by the one now checked (pressing it unchecks the others).
    if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) return undefined;
    return { field, kind: "check" };
  }
  if ((field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) || field instanceof HTMLTextAreaElement) {
    return field.value === field.defaultValue ? undefined : { field, kind: "text", value: field.value };
  }
  return undefined;
}

/**
 * Makes the person's change again as the event the app listens to. Each replay renders the app, which sets every
 * field it controls to its own state: the changes were read before, so what a later field held is not lost.
 */
function replay(change: Change): void {
  if (change.kind === "select") {
    change.field.value = change.value;
    change.field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (change.kind === "check") {
    // React records the other state, then the person's press is made again.
    const checked = !change.field.defaultChecked;
    change.field.checked = !checked;
    change.field.click();
  } else {
    // React's record becomes the value it rendered; the field then holds what was typed, and React reads it as input.
    change.field.value = change.field.defaultValue === change.value ? "" : change.field.defaultValue;
    setAsTyped(change.field, change.value);
    change.field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** The field's state as rendered is now the person's: it is the app's too, and is never handed over twice. */
function settle(change: Change): void {
  if (change.kind === "select") {
    for (const option of Array.from(change.field.options)) option.defaultSelected = option.selected;
  } else if (change.kind === "check") change.field.defaultChecked = change.field.checked;
  else change.field.defaultValue = change.field.value;
}

/** Where the caret was in the focused field, to put it back after a replay. */
function caretOf(field: Element | null): (() => void) | undefined {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return undefined;
    return () => field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * Hands what a person did on a server-rendered page before the app took it over (ADR 025: a choice in a select, an
 * address filled in one go by the browser, a box ticked, text typed) to the app: hydration keeps the page's nodes
 * but the app's state is the server's render, so each field that differs from how it was rendered is replayed as
 * the event the app listens to, one at a time (each rendered before the next). Focus and caret stay where the
 * person left them. Nothing is replayed on a page that is leaving (the form was sent to the server meanwhile).
 * Call once the app has hydrated, outside React's own work.
 */
export function takeOverInput(root: HTMLElement): number {
  if (document.documentElement.hasAttribute(LEAVING_ATTRIBUTE)) return 0;
  const focused = document.activeElement;
  const putCaretBack = caretOf(focused);
  const changes = Array.from(root.querySelectorAll("input, textarea, select")).flatMap(
    (field) => changeOf(field) ?? [],
  );
  for (const change of changes) flushSync(() => replay(change));
  for (const change of changes) settle(change);
  if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus();
  if (changes.length > 0) putCaretBack?.();
  return changes.length;
}
