import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from "@medcamp/contract";
import { type ToastOptions, toast } from "react-toastify";

export const toastDefaults = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  position: TOAST_POSITION,
} as const satisfies ToastOptions;

type Notify = (message: string, options?: ToastOptions) => void;

function withDefaults(show: typeof toast.success): Notify {
  return (message, options) => {
    show(message, { ...toastDefaults, ...options });
  };
}

/** The app's toasts: always the spec's position and auto-close unless a caller overrides them. */
export const notify = {
  success: withDefaults(toast.success),
  error: withDefaults(toast.error),
  info: withDefaults(toast.info),
  warning: withDefaults(toast.warning),
};
