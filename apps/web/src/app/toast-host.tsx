import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { useAuth } from "../lib/auth-context";
import { toastsWanted, wantToasts } from "../lib/toast";

/**
 * Mounts the toasts' container, loading react-toastify, once the app first asks for a toast (issue 38), and at once
 * for a signed-in person, so their toasts show offline too (issue 17: an action sent offline says so). Never on the
 * server. A load that fails (offline, before the service worker has the file) is tried again when the browser is
 * back online; the toasts wait meanwhile.
 */
export function ToastHost() {
  const signedIn = useAuth().user !== null;
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  const [Toasts, setToasts] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (signedIn) wantToasts();
  }, [signedIn]);

  useEffect(() => {
    if (!wanted || Toasts) return;
    let active = true;
    const load = () => {
      import("./toasts").then(
        (module) => active && setToasts(() => module.Toasts),
        () => window.addEventListener("online", load, { once: true }),
      );
    };
    load();
    return () => {
      active = false;
      window.removeEventListener("online", load);
    };
  }, [wanted, Toasts]);

  return Toasts ? <Toasts /> : null;
}
