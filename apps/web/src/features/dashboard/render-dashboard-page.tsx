import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { student } from "../../test/auth-states";

/** A dashboard screen in a memory router with a fake signed-in user and a toast container. */
export function renderDashboardPage(page: ReactNode, auth: Partial<AuthState> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: ["/user"] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ ...student, ...auth }}>
        <RouterProvider router={router} />
      </AuthContext>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
