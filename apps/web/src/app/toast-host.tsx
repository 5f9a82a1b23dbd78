import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastDefaults, toastsWanted } from "../lib/toast";

const ToastContainer = lazy(async () => ({ default: (await import("react-toastify")).ToastContainer }));

/** The toasts' container, mounted once the app first asks for a toast (lib/toast.ts loads the library then). */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position={toastDefaults.position} autoClose={toastDefaults.autoClose} />
    </Suspense>
  );
}
