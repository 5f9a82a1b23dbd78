import { THEME_COOKIE, THEME_STORAGE_KEY, type Theme, THEMES } from "@medcamp/contract";
import { THEME_CHANGE_EVENT } from "../ssr/start-mode";

const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const asTheme = (value: unknown): Theme | undefined => THEMES.find((theme) => theme === value);

function cookieTheme(): Theme | undefined {
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === THEME_COOKIE) return asTheme(value);
  }
  return undefined;
}

function storedTheme(): Theme | undefined {
  try {
    return asTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy mode): the cookie still carries the choice.
    return undefined;
  }
}

/** Keeps a choice on the device and where the server reads it, so pages are rendered in it (ADR 025). */
function keepTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the cookie keeps it.
  }
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Applies the chosen theme before the first paint: the cookie's (what the server rendered, and what a page posted
 * without scripts chose), else an earlier choice kept only on the device, which then goes into the cookie too.
 * Without either the page follows the system's preference.
 */
export function applySavedTheme(): void {
  const fromCookie = cookieTheme();
  const theme = fromCookie ?? storedTheme();
  if (!theme) return;
  document.documentElement.setAttribute("data-theme", theme);
  if (!fromCookie) keepTheme(theme);
}

/** Switches to `theme` at once, keeps it, and tells the app (its charts repaint). */
export function switchTheme(theme: Theme): void {
  document.documentElement.setAttribute("data-theme", theme);
  keepTheme(theme);
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

export { asTheme };
