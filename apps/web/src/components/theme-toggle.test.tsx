import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { THEME_STORAGE_KEY } from "@medcamp/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ThemeToggle } from "./theme-toggle";

const html = document.documentElement;

describe("ThemeToggle", () => {
  it("switches the theme, applies it to <html> and saves it", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(html).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("starts from the saved theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(<ThemeToggle />);
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });

  it("is reachable and usable with the keyboard", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(html).toHaveAttribute("data-theme", "dark");
  });
});

describe("public/theme-init.js", () => {
  const script = readFileSync(resolve(import.meta.dirname, "../../public/theme-init.js"), "utf8");

  it("applies the saved theme before the app loads", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    new Function(script)();
    expect(html).toHaveAttribute("data-theme", "dark");
  });

  it("ignores values that are not a theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "neon");
    new Function(script)();
    expect(html).not.toHaveAttribute("data-theme");
  });
});
