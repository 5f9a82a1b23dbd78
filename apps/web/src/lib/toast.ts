import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from "@medcamp/contract";
import type { ToastOptions } from "react-toastify";

export const toastDefaults = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  position: TOAST_POSITION,
} as const satisfies ToastOptions;

type Toastify = typeof import("react-toastify");
type Kind = "success" | "error" | "info" | "warning";
type Notify = (message: string, options?: ToastOptions) => void;

let toastify: Promise<Toastify> | undefined;
const onFirstToast = new Set<() => void>();

/**
 * react-toastify, loaded by the first toast rather than with the app (issue 38: 5 KB gzipped less at a visitor's
 * first input, and most visits never show a toast). A toast sent before its container is mounted waits in the
 * library's queue and shows once the container (app/toast-host.tsx) mounts.
 */
export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import("react-toastify");
    onFirstToast.forEach((listener) => listener());
  }
  return toastify;
}

/** Whether a toast was asked for yet, for the host that mounts the container (a useSyncExternalStore source). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    onFirstToast.add(listener);
    return () => onFirstToast.delete(listener);
  },
  get: () => toastify !== undefined,
};

function withDefaults(kind: Kind): Notify {
  return (message, options) => {
    void loadToastify().then(({ toast }) => toast[kind](message, { ...toastDefaults, ...options }));
  };
}

/** The app's toasts: always the spec's position and auto-close unless a caller overrides them. */
export const notify = {
  success: withDefaults("success"),
  error: withDefaults("error"),
  info: withDefaults("info"),
  warning: withDefaults("warning"),
};
