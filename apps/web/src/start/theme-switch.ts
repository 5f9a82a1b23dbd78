import { THEME_CHOICE_ATTRIBUTE } from "../ssr/start-mode";
import { asTheme, switchTheme } from "./saved-theme";

/**
 * The theme switch (ADR 025) is a form that posts the other theme to the server, for a browser without scripts.
 * With scripts the starter answers every press itself, before and after the app has taken over, so the theme
 * changes in the same frame as the press and never twice. The switch shows one button per theme and CSS shows the
 * one that applies; the pressed one steps aside, so focus moves to the one that switches back.
 */
export function answerThemeSwitch(): void {
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest(`[${THEME_CHOICE_ATTRIBUTE}]`) : null;
      const theme = asTheme(button?.getAttribute(THEME_CHOICE_ATTRIBUTE));
      if (!button || !theme) return;
      event.preventDefault();
      const hadFocus = document.activeElement === button;
      switchTheme(theme);
      const back = button.parentElement?.querySelector<HTMLElement>(
        `[${THEME_CHOICE_ATTRIBUTE}]:not([${THEME_CHOICE_ATTRIBUTE}="${theme}"])`,
      );
      if (hadFocus) back?.focus();
    },
    true,
  );
}
