import { SCRIPTS_ATTRIBUTE } from "../ssr/start-mode";
import { sendFormsBeforeTheApp } from "./early-forms";
import { applySavedTheme } from "./saved-theme";
import { answerThemeSwitch } from "./theme-switch";

/**
 * The page's starter (ADR 025): a small classic script in <head>, run before the page is parsed, on every page.
 * It applies the chosen theme before the first paint, and makes the public pages' first touch answer at once,
 * whether or not the app has arrived: the theme switch, and the forms until the app takes them over.
 */
document.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, "");
applySavedTheme();
answerThemeSwitch();
sendFormsBeforeTheApp();
