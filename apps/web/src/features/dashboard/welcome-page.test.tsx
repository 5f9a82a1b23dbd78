import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { renderApp } from "../../test/render-app";
import { WelcomePage } from "./welcome-page";

const as = (patch: Partial<NonNullable<typeof student.user>>) => ({ ...student, user: { ...student.user!, ...patch } });

describe("WelcomePage", () => {
  it('welcomes a user without a name as "User", with the local fallback avatar', () => {
    renderApp({ element: <WelcomePage />, auth: as({ name: "", displayName: "", photoURL: null }) });
    expect(screen.getByRole("heading", { name: "Welcome, User" })).toBeInTheDocument();
    const avatar = screen.getByRole("img", { name: "User's avatar" });
    expect(avatar.tagName).toBe("SPAN");
    expect(avatar).toHaveTextContent("U");
  });

  it("shows the user's photo, and the fallback when it fails to load", () => {
    renderApp({ element: <WelcomePage />, auth: as({ name: "Sam", photoURL: "https://example.org/sam.png" }) });
    expect(screen.getByRole("heading", { name: "Welcome, Sam" })).toBeInTheDocument();
    const photo = screen.getByRole("img", { name: "Sam" });
    expect(photo).toHaveAttribute("src", "https://example.org/sam.png");
    fireEvent.error(photo);
    expect(screen.getByRole("img", { name: "Sam's avatar" })).toHaveTextContent("S");
  });

  it("leads to every part of the dashboard", () => {
    renderApp({ element: <WelcomePage />, auth: student });
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
