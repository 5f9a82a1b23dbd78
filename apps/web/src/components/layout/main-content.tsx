import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * The page's main landmark (the skip link's target). After an in-app navigation it takes the focus, as a new
 * page would: keyboard and screen-reader users continue on the new content instead of the link they left.
 * At least a screen tall, so the footer starts below the fold and does not jump when a page's data arrives.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
      {children}
    </main>
  );
}
