import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { student } from "../../test/auth-states";
import { CheckoutPage } from "./checkout-page";

function Login() {
  const { state } = useLocation();
  return <p>Login page, back to {(state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

/** The checkout at /payments with a stored package choice, a fake auth state and a toast container. */
export function renderCheckout(opts: { auth?: Partial<AuthState>; choice?: { name: string; price: number } } = {}) {
  const choice = opts.choice ?? { name: "Gold", price: 15 };
  localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(choice));
  const refresh = vi.fn(async () => {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/payments", element: <CheckoutPage /> },
      { path: "/auth/login", element: <Login /> },
    ],
    { initialEntries: ["/payments"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ ...student, refresh, ...opts.auth }}>
        <RouterProvider router={router} />
      </AuthContext>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { refresh, queryClient, router };
}
