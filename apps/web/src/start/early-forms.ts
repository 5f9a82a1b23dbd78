import {
  HYDRATED_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  LEAVING_ATTRIBUTE,
  SUBMIT_ON_CHANGE_ATTRIBUTE,
} from "../ssr/start-mode";

const root = document.documentElement;
/** The app has the forms, or is taking them over (it is handed every change made meanwhile). */
const appHasForms = () => root.hasAttribute(HYDRATED_ATTRIBUTE) || root.hasAttribute(HYDRATING_ATTRIBUTE);
/** On a field the starter left out of a sent form (empty, or a select at its first choice). */
const LEFT_OUT = "data-left-out";

/** Whether a field adds nothing to a GET form's URL: empty text, or a select left at its first choice. */
function addsNothing(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return !field.multiple && field.selectedIndex <= 0;
  if (field instanceof HTMLInputElement) {
    const typed = !["checkbox", "radio", "submit", "button", "image", "reset", "file"].includes(field.type);
    return typed && field.value.trim() === "";
  }
  return false;
}

/** A GET form's URL names only what was chosen (`/meals?category=7days`, not every empty field). */
function leaveOutDefaults(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (!field.hasAttribute("name") || !addsNothing(field)) continue;
    (field as HTMLInputElement).disabled = true;
    field.setAttribute(LEFT_OUT, "");
  }
}

/** A page restored by Back (the browser's page cache) has its fields as they were, and is not leaving. */
function restoreLeftOut(): void {
  root.removeAttribute(LEAVING_ATTRIBUTE);
  for (const field of Array.from(document.querySelectorAll<HTMLInputElement>(`[${LEFT_OUT}]`))) {
    field.disabled = false;
    field.removeAttribute(LEFT_OUT);
  }
}

/**
 * Until the app has taken over a page (ADR 025), its forms are plain HTML: a choice in a select of a form marked
 * `data-submit-on-change` sends it at once (the server renders the filtered page), Enter in a field sends its form
 * (the browser's own), and a POST form (the newsletter box) goes to the server. A form sent that way marks the page
 * as leaving, so the app, should it arrive meanwhile, does not apply the same choice a second time.
 */
export function sendFormsBeforeTheApp(): void {
  window.addEventListener(
    "change",
    (event) => {
      if (appHasForms()) return;
      const field = event.target;
      if (field instanceof HTMLSelectElement && field.form?.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE)) {
        field.form.requestSubmit();
      }
    },
    true,
  );
  // In the bubbling phase on window: after the page's own handlers, so a submit the app took is left alone.
  window.addEventListener("submit", (event) => {
    if (appHasForms() || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    root.setAttribute(LEAVING_ATTRIBUTE, "");
    if (event.target.method === "get") leaveOutDefaults(event.target);
  });
  window.addEventListener("pageshow", restoreLeftOut);
}
