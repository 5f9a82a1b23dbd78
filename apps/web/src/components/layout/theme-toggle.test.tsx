import { THEME_COOKIE, THEME_STORAGE_KEY } from "@medcamp/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { THEME_CHANGE_EVENT } from "../../ssr/start-mode";
import { applySavedTheme } from "../../start/saved-theme";
import { answerThemeSwitch } from "../../start/theme-switch";
import { ThemeToggle } from "./theme-toggle";

const html = document.documentElement;

function renderToggle(at = "/meals?category=7days") {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ThemeToggle />
    </MemoryRouter>,
  );
}

const clearCookie = () => {
  document.cookie = `${THEME_COOKIE}=; max-age=0; path=/`;
};

afterEach(() => {
  html.removeAttribute("data-theme");
  localStorage.clear();
  clearCookie();
});

describe("ThemeToggle: a form that posts the other theme (ADR 025)", () => {
  it("works as plain HTML: a POST to /theme naming the theme and the page to come back to", () => {
    renderToggle();
    const toDark = screen.getByRole("button", { name: "Switch to dark theme" });
    const toLight = screen.getByRole("button", { name: "Switch to light theme" });
    const form = toDark.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/theme");
    expect(new FormData(form, toDark).get("theme")).toBe("dark");
    expect(new FormData(form, toLight).get("theme")).toBe("light");
    expect(new FormData(form).get("return")).toBe("/meals?category=7days");
    // styles.css shows the one that switches away from the theme in effect.
    expect(toDark).toHaveClass("theme-to-dark");
    expect(toLight).toHaveClass("theme-to-light");
  });
});

describe("the page starter's theme switch", () => {
  beforeAll(() => answerThemeSwitch());

  it("switches at once, keeps the choice on the device and in the cookie, and posts nothing", async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener("submit", submitted);
    const changed = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changed);
    const user = userEvent.setup();
    renderToggle();

    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`);

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(html).toHaveAttribute("data-theme", "light");
    expect(document.cookie).toContain(`${THEME_COOKIE}=light`);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(submitted).not.toHaveBeenCalled();
    window.removeEventListener("submit", submitted);
    window.removeEventListener(THEME_CHANGE_EVENT, changed);
  });

  it("moves the keyboard's focus to the button that switches back", async () => {
    const user = userEvent.setup();
    renderToggle();
    screen.getByRole("button", { name: "Switch to dark theme" }).focus();
    await user.keyboard("{Enter}");
    expect(html).toHaveAttribute("data-theme", "dark");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Switch to light theme" }));
  });
});

describe("the page starter's saved theme", () => {
  it("applies the cookie's theme (what the server rendered) before the device's", () => {
    document.cookie = `${THEME_COOKIE}=dark; path=/`;
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    applySavedTheme();
    expect(html).toHaveAttribute("data-theme", "dark");
  });

  it("applies a choice kept only on the device, and keeps it in the cookie too", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    applySavedTheme();
    expect(html).toHaveAttribute("data-theme", "dark");
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`);
  });

  it("ignores values that are not a theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "neon");
    document.cookie = `${THEME_COOKIE}=neon; path=/`;
    applySavedTheme();
    expect(html).not.toHaveAttribute("data-theme");
  });
});
