import { useLocation, useSearchParams } from "react-router";

type FromState = { from?: { pathname?: string; search?: string } } | null;

/** Only same-site paths: "/meals" yes, "//evil.example" or "https://…" no. */
function safePath(path: string | null | undefined): string | undefined {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/auth/") ? path : undefined;
}

/** Where to go after login or register: the saved location (router state or ?redirect=), else "/". */
export function useReturnTo(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as FromState)?.from;
  const fromState = from?.pathname ? `${from.pathname}${from.search ?? ""}` : undefined;
  return safePath(fromState) ?? safePath(params.get("redirect")) ?? "/";
}
