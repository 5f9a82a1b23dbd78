import type { RouteObject } from "react-router";
import { ComingSoon } from "./coming-soon";

/** A route whose screen is not built yet: reachable, and honest about it. */
export function pendingRoute(path: string | undefined, title: string): RouteObject {
  return path === undefined
    ? { index: true, element: <ComingSoon title={title} /> }
    : { path, element: <ComingSoon title={title} /> };
}
