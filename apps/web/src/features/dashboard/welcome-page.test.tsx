import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { renderDashboardPage } from "./render-dashboard-page";
import { WelcomePage } from "./welcome-page";

const as = (patch: Partial<NonNullable<typeof student.user>>) => ({ user: { ...student.user!, ...patch } });

describe("WelcomePage", () => {
  it('welcomes a user without a name as "User", with the local fallback avatar', () => {
    renderDashboardPage(<WelcomePage />, as({ name: "", displayName: "", photoURL: null }));
    expect(screen.getByRole("heading", { name: "Welcome, User" })).toBeInTheDocument();
    const avatar = screen.getByRole("img", { name: "User's avatar" });
    expect(avatar.tagName).toBe("SPAN");
    expect(avatar).toHaveTextContent("U");
  });

  it("shows the user's photo, and the fallback when it fails to load", () => {
    renderDashboardPage(<WelcomePage />, as({ name: "Sam", photoURL: "https://example.org/sam.png" }));
    expect(screen.getByRole("heading", { name: "Welcome, Sam" })).toBeInTheDocument();
    const photo = screen.getByRole("img", { name: "Sam" });
    expect(photo).toHaveAttribute("src", "https://example.org/sam.png");
    fireEvent.error(photo);
    expect(screen.getByRole("img", { name: "Sam's avatar" })).toHaveTextContent("S");
  });

  it("leads to every part of the dashboard", () => {
    renderDashboardPage(<WelcomePage />);
    const links = {
      "Your profile": "/user/profile",
      "Your camp requests": "/user/meals",
      "Your reviews": "/user/reviews",
      "Your payments": "/user/history",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});
