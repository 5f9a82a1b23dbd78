import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthState, SessionUser } from "../../lib/auth-context";
import { student } from "../../test/auth-states";
import { renderApp } from "../../test/render-app";
import { UserMenu } from "./user-menu";

const sam = student.user as SessionUser;

function renderMenu(auth: AuthState = student) {
  const routes = [{ path: "/meals", element: <UserMenu user={auth.user ?? sam} /> }];
  const { router } = renderApp({ routes, at: "/meals", auth });
  const summary = screen.getByLabelText("Account menu for Sam");
  return { router, summary, details: summary.closest("details") as HTMLDetailsElement };
}

describe("UserMenu", () => {
  it("shows the display name, the dashboard link and Logout", () => {
    renderMenu();
    expect(screen.getByText("Sam")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "User Dashboard" })).toHaveAttribute("href", "/user");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the avatar", () => {
    const { summary, details } = renderMenu();
    details.open = true;
    const logout = screen.getByRole("button", { name: "Logout" });
    logout.focus();
    fireEvent.keyDown(logout, { key: "Escape" });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it("closes when a click lands outside it", () => {
    const { details } = renderMenu();
    details.open = true;
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
  });

  it("logs out and goes home", async () => {
    const logout = vi.fn(async () => {});
    const { router } = renderMenu({ ...student, logout });
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/");
  });

  it("stays and says so when logging out fails", async () => {
    const logout = vi.fn(async () => {
      throw new ApiError(0, "An error occurred. Please try again later.", "NETWORK_ERROR");
    });
    const { router } = renderMenu({ ...student, logout });
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("An error occurred. Please try again later.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/meals");
  });

  it("falls back to the initial when the photo does not load", () => {
    const { summary } = renderMenu({ ...student, user: { ...sam, photoURL: "https://x.test/broken.png" } });
    const img = summary.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(summary.querySelector("img")).toBeNull();
    expect(summary).toHaveTextContent("S");
  });
});
