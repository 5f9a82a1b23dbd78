import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense, useEffect } from "react";
import { Loading } from "../components/loading";
import { Providers } from "./providers";

/**
 * Marks the document once the app has taken over the page (`<html data-hydrated>`): a server-rendered page's
 * buttons answer from then on. Browser tests wait for it before they press anything.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/**
 * Everything around the router, the same in the browser and on the server (ADR 019), so a server-rendered page
 * hydrates into the very tree it was rendered from.
 */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={<Loading />}>
          {children}
          {/* Inside the boundary: it commits with the screen, not before it (a boundary hydrates on its own). */}
          <HydratedMark />
        </Suspense>
      </Providers>
    </StrictMode>
  );
}
