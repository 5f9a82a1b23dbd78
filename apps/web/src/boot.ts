import "./styles.css";
import {
  FIRST_INPUTS,
  HYDRATED_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  HYDRATION_SCRIPT_ID,
  START_ON_INPUT,
} from "./ssr/start-mode";

/**
 * The app's loader (ADR 020, ADR 025), the page's module script. A page the browser renders (sign-in, dashboards,
 * admin) and a signed-in person's server-rendered page load the app at once. A visitor's server-rendered page is
 * complete without it (its links, forms and theme switch work as plain HTML and through the page's starter), so the
 * app loads at the visitor's first input: a touch, a press, a key, focus, scrolling or the pointer moving.
 *
 * A press on a control only the app answers (Like, Join: a button with nothing native to do), made before the app
 * has taken over, is kept and pressed again once it has. Everything with a behaviour of its own (a link, a form's
 * button, a field, a menu's summary) is left to the browser, except while the app is hydrating: then every press on
 * a control waits until the app has been handed what the person did before (ADR 025), so Subscribe pressed right
 * after an address was filled in sends that address.
 */
let loading: Promise<unknown> | undefined;

function loadApp(): Promise<unknown> {
  loading ??= import("./main").catch((error: unknown) => {
    // Offline or a failed deploy: the page stays plain HTML and the next input tries again.
    loading = undefined;
    document.documentElement.removeAttribute("data-starting");
    throw error;
  });
  return loading;
}

const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

function whenHydrated(): Promise<void> {
  if (isHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isHydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/** Controls a press can land on; of them, only a button with nothing native to do needs the app. */
const CONTROLS = "a[href], summary, label, input, select, textarea, button, [role=button], [role=tab]";
const NATIVE = "a[href], summary, label, input, select, textarea";

/** Whether only the app can answer this press (a form's button, a link, a field: the browser does it). */
function needsTheApp(target: Element): boolean {
  const control = target.closest(CONTROLS);
  if (!control || control.matches(NATIVE)) return false;
  if (control instanceof HTMLButtonElement) return control.type !== "submit" || control.form === null;
  return true;
}

/** Holds a press made before the app took over and presses it again once it has. */
function keepEarlyPresses(): void {
  const hold = (event: MouseEvent) => {
    if (isHydrated()) {
      window.removeEventListener("click", hold, true);
      return;
    }
    const target = event.target;
    // A press the page's starter answered (the theme switch) is done.
    if (!(target instanceof Element) || event.defaultPrevented) return;
    const hydrating = document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE);
    if (!(hydrating ? target.closest(CONTROLS) !== null : needsTheApp(target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.setAttribute("aria-busy", "true");
    document.documentElement.setAttribute("data-starting", "");
    void loadApp()
      .then(whenHydrated)
      .then(() => {
        window.removeEventListener("click", hold, true);
        document.documentElement.removeAttribute("data-starting");
        target.removeAttribute("aria-busy");
        if (target.isConnected) {
          target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
        }
      })
      .catch(() => target.removeAttribute("aria-busy"));
  };
  window.addEventListener("click", hold, true);
}

/**
 * Chromium sends a pointermove of its own, with no movement, when the page's layout shifts under a pointer that has
 * not moved (the browser tests saw one as images loaded); that is no one's input. (The first move a page sees carries
 * no movement either; the pointer's next one starts the app.)
 */
const isStillPointer = (event: Event) =>
  event.type === "pointermove" && (event as PointerEvent).movementX === 0 && (event as PointerEvent).movementY === 0;

function startOnFirstInput(): void {
  const start = (event: Event) => {
    if (isStillPointer(event)) return;
    for (const type of FIRST_INPUTS) window.removeEventListener(type, start, true);
    void loadApp().catch(() => {
      for (const type of FIRST_INPUTS) window.addEventListener(type, start, { capture: true, passive: true });
    });
  };
  for (const type of FIRST_INPUTS) window.addEventListener(type, start, { capture: true, passive: true });
  keepEarlyPresses();
}

const data = document.getElementById(HYDRATION_SCRIPT_ID);
if (data?.dataset.start === START_ON_INPUT) startOnFirstInput();
else {
  void loadApp();
  // A signed-in person's server-rendered page shows its controls before the app has taken them over (the app is
  // still loading and hydrating): a press made meanwhile is held and answered too, not lost.
  if (data) keepEarlyPresses();
}
