import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from "@medcamp/contract";
import { useEffect } from "react";
import { toast, ToastContainer, type ToastOptions } from "react-toastify";
import { showToastsWith } from "../lib/toast";

const toastDefaults = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  position: TOAST_POSITION,
} as const satisfies ToastOptions;

/**
 * The toasts' container (react-toastify). Once it is mounted and listening, it takes the toasts the app asked for,
 * those that waited for it included (lib/toast.ts): a task later, so the container's own subscription, made in its
 * effects, is in place (and, under StrictMode's second mount, the last one).
 */
export function Toasts() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = showToastsWith(({ kind, message, options }) => toast[kind](message, { ...toastDefaults, ...options }));
    });
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return <ToastContainer position={toastDefaults.position} autoClose={toastDefaults.autoClose} />;
}
