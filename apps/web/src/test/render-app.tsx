import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { Toasts } from "../app/toasts";
import { AuthContext, type AuthState } from "../lib/auth-context";
import { visitor } from "./auth-states";

type AppRouter = ReturnType<typeof createMemoryRouter>;

type Options = {
  /** The screen under test, shown at every path; or `routes`; or a `router` made beforehand. */
  element?: ReactNode;
  /** Routes of their own; any other path shows "Landed at {path}". */
  routes?: RouteObject[];
  router?: AppRouter;
  /** Where the memory router starts. */
  at?: InitialEntry;
  /** The session the screens see, over a visitor's. */
  auth?: Partial<AuthState>;
  queryClient?: QueryClient;
};

/** Wherever a screen sends the user: shows where it is, so a test can read it. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed at {`${pathname}${search}`}</p>;
}

/**
 * Renders screens as the app does: in a query client (no retries unless given one), with an auth state and a toast
 * container, in a memory router. `refresh` of the auth state is a spy the test gets back.
 */
export function renderApp({ element, routes, router, at = "/", auth = {}, queryClient }: Options) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refresh = vi.fn(async () => {});
  const appRouter =
    router ??
    createMemoryRouter(routes ? [...routes, { path: "*", element: <Landed /> }] : [{ path: "*", element }], {
      initialEntries: [at],
    });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <AuthContext value={{ ...visitor, ...auth, refresh }}>
        <RouterProvider router={appRouter} />
      </AuthContext>
      <Toasts />
    </QueryClientProvider>,
  );
  return { router: appRouter, queryClient: client, refresh, unmount };
}
