import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense, useEffect } from "react";
import { Loading } from "../components/feedback/loading";
import { HYDRATED_ATTRIBUTE, HYDRATING_ATTRIBUTE } from "../ssr/start-mode";
import { Providers } from "./providers";

/**
 * Marks the document once the app has taken over the page (`<html data-hydrated>`): a server-rendered page's
 * controls are the app's from then on (the page's starter leaves them). In the same task `onTakeOver` hands the app
 * what the person did meanwhile (ADR 025), outside React's commit, so each replayed change renders before the next,
 * and before any press held for the app is made again. Browser tests wait for the mark.
 */
function HydratedMark({ onTakeOver }: { onTakeOver?: () => void }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const root = document.documentElement;
      root.setAttribute(HYDRATED_ATTRIBUTE, "");
      onTakeOver?.();
      root.removeAttribute(HYDRATING_ATTRIBUTE);
    });
    return () => clearTimeout(timer);
  }, [onTakeOver]);
  return null;
}

/**
 * Everything around the router, the same in the browser and on the server (ADR 019), so a server-rendered page
 * hydrates into the very tree it was rendered from.
 */
export function AppShell({
  queryClient,
  onTakeOver,
  children,
}: {
  queryClient: QueryClient;
  /** On a server-rendered page: what to do once the app has hydrated, before it marks the page as its own. */
  onTakeOver?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={<Loading />}>
          {children}
          {/* Inside the boundary: it commits with the screen, not before it (a boundary hydrates on its own). */}
          <HydratedMark onTakeOver={onTakeOver} />
        </Suspense>
      </Providers>
    </StrictMode>
  );
}
