import { render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteError } from "../components/feedback/route-error";
import { withLoadFailures, withPageErrors } from "./page-errors";

const chunkFailed = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
const OFFLINE_PAGE = "You're offline, so this page could not be loaded.";

function Chrome() {
  return (
    <div>
      <nav aria-label="Main">Chrome</nav>
      <Outlet />
    </div>
  );
}

describe("a screen whose chunk cannot be fetched (issue 17, item 5)", () => {
  it("says so inside the layout, whose navbar stays, with Retry", async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Chrome,
          ErrorBoundary: RouteError,
          children: withPageErrors([{ path: "screen", lazy: { Component: chunkFailed } }]),
        },
      ],
      { initialEntries: ["/screen"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: OFFLINE_PAGE })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("an area whose layout cannot be fetched shows the message instead of an empty page", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "area",
          ErrorBoundary: RouteError,
          children: withLoadFailures([{ lazy: { Component: chunkFailed }, children: [{ index: true }] }]),
        },
      ],
      { initialEntries: ["/area"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: OFFLINE_PAGE })).toBeInTheDocument();
  });
});
