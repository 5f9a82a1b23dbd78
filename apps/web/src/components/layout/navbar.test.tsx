import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AuthState } from "../../lib/auth-context";
import { admin, visitor } from "../../test/auth-states";
import { renderApp } from "../../test/render-app";
import { Navbar } from "./navbar";

function renderNavbar(auth: AuthState = visitor, path = "/") {
  const { router } = renderApp({ element: <Navbar />, at: path, auth });
  return Object.assign(within(screen.getByRole("navigation", { name: "Main" })), { router });
}

/** The desktop bar and the small-screen menu both carry the page links. */
function expectLink(nav: ReturnType<typeof renderNavbar>, name: string, href: string) {
  const links = nav.getAllByRole("link", { name });
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toHaveAttribute("href", href);
}

describe("Navbar", () => {
  it("shows the page links and the Login and Register buttons to visitors", () => {
    const nav = renderNavbar();
    expectLink(nav, "Home", "/");
    expectLink(nav, "All Camps", "/meals");
    expectLink(nav, "Upcoming Camping", "/upcoming-meals");
    expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    expect(nav.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    expect(nav.queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("marks the current page", () => {
    const nav = renderNavbar();
    for (const link of nav.getAllByRole("link", { name: "Home" })) {
      expect(link).toHaveAttribute("aria-current", "page");
    }
  });

  it("shows the admin link and the account menu instead of Login to a signed-in admin", async () => {
    const nav = renderNavbar(admin);
    expectLink(nav, "Admin Dashboard", "/admin");
    // The account menu's code loads apart from the first page.
    expect(await nav.findByLabelText("Account menu for Ada")).toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("saves the current page when a visitor goes to Login, so login can come back to it", async () => {
    const nav = renderNavbar(visitor, "/meals?category=3days");
    await userEvent.setup().click(nav.getByRole("link", { name: "Login" }));
    expect(nav.router.state.location.pathname).toBe("/auth/login");
    expect(nav.router.state.location.state).toEqual({ from: { pathname: "/meals", search: "?category=3days" } });
  });

  it("shows neither Login nor the account menu while the session is loading", () => {
    const nav = renderNavbar({ ...visitor, loading: true });
    expect(nav.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(nav.queryByLabelText(/Account menu/)).not.toBeInTheDocument();
  });
});
