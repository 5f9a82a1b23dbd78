import { MESSAGES } from "../i18n/messages";
import { useSyncExternalStore } from "react";
import { currentTheme, otherTheme, saveTheme, subscribeToTheme, type Theme } from "../lib/theme";

/** What a server-rendered page shows (ADR 019); the browser then shows the theme in effect. */
const SERVER_THEME: Theme = "light";

/** Light/dark switch. The name says what a press does, so it changes with the theme. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => SERVER_THEME);
  const next = otherTheme(theme);
  const name = next === "dark" ? MESSAGES.nav.switchToDark : MESSAGES.nav.switchToLight;

  function toggle() {
    saveTheme(next);
  }

  return (
    <button type="button" className="btn btn-ghost btn-circle" onClick={toggle} aria-label={name} title={name}>
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}
