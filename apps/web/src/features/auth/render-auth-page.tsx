import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type InitialEntry, RouterProvider, useLocation } from "react-router";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { visitor } from "../../test/auth-states";
import { LoginPage } from "./login-page";
import { RegisterPage } from "./register-page";

/** Any page the auth pages send the user to: shows where it is, so tests can read it. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed at {`${pathname}${search}`}</p>;
}

/** Renders the login and register pages in a memory router with a fake auth state and a toast container. */
export function renderAuthPage(entry: InitialEntry, auth: Partial<AuthState> = {}) {
  const refresh = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      { path: "/auth/login", element: <LoginPage /> },
      { path: "/auth/register", element: <RegisterPage /> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ ...visitor, refresh, ...auth }}>{node}</AuthContext>
      <ToastContainer />
    </QueryClientProvider>
  );
  render(wrap(<RouterProvider router={router} />));
  return { router, refresh };
}
