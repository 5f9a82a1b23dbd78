import { type ReactNode, useEffect, useRef } from "react";
import { takeOverInput } from "../ssr/take-over-input";

/**
 * Around a lazily loaded part of a server-rendered page: its boundary hydrates once its chunk arrives, after the page
 * became the app's and was handed what the person did (ADR 025). What they typed or chose in this part meanwhile
 * was the page's alone; once the part is the app's, it is handed over the same way.
 */
export function TakesOverInput({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the commit, outside React's work, as the page's own take-over (app.tsx).
    const timer = setTimeout(() => {
      if (part.current) takeOverInput(part.current);
    });
    return () => clearTimeout(timer);
  }, []);
  return <div ref={part}>{children}</div>;
}
