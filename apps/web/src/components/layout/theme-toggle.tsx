import { PAGE_FORMS, type Theme } from "@medcamp/contract";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { THEME_CHOICE_ATTRIBUTE } from "../../ssr/start-mode";

/**
 * Light/dark switch (ADR 025). A form that posts the other theme, so it works in a browser without scripts too; with
 * them the page's starter (src/start/theme-switch.ts) answers every press at once, before and after the app has
 * taken over. It holds one button per theme and CSS shows the one that switches away from the theme in effect
 * (`.theme-to-dark`, `.theme-to-light` in styles.css), so the server's HTML is right whatever the visitor's system
 * prefers. Each button's name says what a press does.
 */
export function ThemeToggle() {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={PAGE_FORMS.theme} className="contents">
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <ThemeButton theme="dark" label={MESSAGES.nav.switchToDark}>
        <MoonIcon />
      </ThemeButton>
      <ThemeButton theme="light" label={MESSAGES.nav.switchToLight}>
        <SunIcon />
      </ThemeButton>
    </form>
  );
}

function ThemeButton({ theme, label, children }: { theme: Theme; label: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="theme"
      value={theme}
      {...{ [THEME_CHOICE_ATTRIBUTE]: theme }}
      className={`btn btn-ghost btn-circle theme-to-${theme}`}
      aria-label={label}
      title={label}
    >
      {children}
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
