import "./styles.css";
import { FIRST_INPUTS, HYDRATION_SCRIPT_ID, START_ON_INPUT } from "./ssr/start-mode";

/**
 * The first script of every page (ADR 020). A page the browser renders (sign-in, dashboards, admin) and a signed-in
 * person's server-rendered page load the app at once. A visitor's server-rendered page is complete without it (its
 * links and search forms work as plain HTML, ADR 019), so the app loads at the visitor's first input: a touch,
 * a press, a key, focus, scrolling or the pointer moving over the page.
 *
 * A press that lands on a server-rendered page before the app has taken over (a visitor's, or a signed-in person's
 * while the app still loads) is kept and pressed again once it has, so nothing is lost: a link or a search form is
 * left to the browser (the server renders where it leads), any other control waits.
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

const isHydrated = () => document.documentElement.hasAttribute("data-hydrated");

function whenHydrated(): Promise<void> {
  if (isHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isHydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/** Whether the browser does this press well without the app: following a link, or sending a GET form. */
function browserHandles(target: Element): boolean {
  const link = target.closest("a[href]");
  if (link) return true;
  const submit = target.closest<HTMLButtonElement | HTMLInputElement>(
    "button[type=submit], button:not([type]), input[type=submit]",
  );
  return submit?.form?.method === "get";
}

/** Holds a press made before the app took over and presses it again once it has. */
function keepEarlyPresses(): void {
  const hold = (event: MouseEvent) => {
    if (isHydrated()) {
      window.removeEventListener("click", hold, true);
      return;
    }
    const target = event.target;
    if (!(target instanceof Element) || browserHandles(target)) return;
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
