import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe("routes", () => {
  it("renders the 404 page with a Go Back link to / for an unknown path", () => {
    renderAt("/no/such/page");
    expect(screen.getByRole("img", { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  });

  it("renders Home inside the shared chrome", () => {
    renderAt("/");
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });

  it("keeps screens that are not built yet reachable, saying so", () => {
    renderAt("/meal/123");
    expect(screen.getByRole("heading", { name: "Camp details" })).toBeInTheDocument();
    expect(screen.getByText("This page is being built.")).toBeInTheDocument();
  });

  it("loads the admin area lazily with its own menu", async () => {
    renderAt("/admin/manage-user");
    expect(await screen.findByRole("navigation", { name: "Admin dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Manage Users" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Main Page" })).toHaveAttribute("href", "/");
  });

  it("loads the user area lazily with its own menu", async () => {
    renderAt("/user/history");
    expect(await screen.findByRole("navigation", { name: "User dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Payment History" })).toBeInTheDocument();
  });
});
