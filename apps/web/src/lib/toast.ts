import type { ToastOptions } from "react-toastify";

type Kind = "success" | "error" | "info" | "warning";
/** A toast the app asked for: its kind, its text and the options over the defaults. */
export type ToastRequest = { kind: Kind; message: string; options?: ToastOptions };
type Notify = (message: string, options?: ToastOptions) => void;

let show: ((toast: ToastRequest) => void) | undefined;
let waiting: ToastRequest[] = [];
let wanted = false;
const onWanted = new Set<() => void>();

/**
 * react-toastify and its container load with a visitor's first toast, not with the app (issue 38: most visits never
 * show one), and with a signed-in person's app (app/toast-host.tsx). A toast asked for before the container is
 * mounted waits here, in order, and is sent once the mounted container takes them (`showToastsWith`): the library's
 * own queue is not relied on (a toast put in it before its first container mounted was never shown).
 */
function send(toast: ToastRequest) {
  if (show) return show(toast);
  waiting.push(toast);
  wantToasts();
}

/** Asks for the container before any toast (a signed-in person's app: most of what they do may toast). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  onWanted.forEach((listener) => listener());
}

/**
 * Called once the toasts' container is mounted (app/toasts.tsx): sends the toasts that waited, then every later one,
 * with `next`. The returned function stops it (the container unmounts; later toasts wait again).
 */
export function showToastsWith(next: (toast: ToastRequest) => void): () => void {
  show = next;
  const queued = waiting;
  waiting = [];
  queued.forEach(next);
  return () => {
    if (show === next) show = undefined;
  };
}

/** Whether a toast was asked for yet, for the host that mounts the container (a useSyncExternalStore source). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    onWanted.add(listener);
    return () => onWanted.delete(listener);
  },
  get: () => wanted,
};

const kind =
  (k: Kind): Notify =>
  (message, options) =>
    send({ kind: k, message, options });

/** The app's toasts: always the spec's position and auto-close (app/toasts.tsx) unless a caller overrides them. */
export const notify = {
  success: kind("success"),
  error: kind("error"),
  info: kind("info"),
  warning: kind("warning"),
};
