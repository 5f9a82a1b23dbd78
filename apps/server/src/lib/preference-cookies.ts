import { isLocale, type Locale, LOCALE_COOKIE, THEME_COOKIE, type Theme, THEMES } from "@medcamp/contract";

/** The cookies a visitor's choices live in: they change how a page looks, never whose page it is (ADR 025). */
const PREFERENCE_COOKIES: ReadonlySet<string> = new Set([LOCALE_COOKIE, THEME_COOKIE]);

/** Each cookie of a `Cookie` header by name (the first of a repeated name). */
function cookiesOf(cookieHeader: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (name !== "" && !cookies.has(name)) cookies.set(name, at < 0 ? "" : part.slice(at + 1).trim());
  }
  return cookies;
}

/** The `medcamp_lang` cookie's value, when it names one of our languages. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = cookiesOf(cookieHeader).get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The `medcamp_theme` cookie's value, when it names a theme. */
export function cookieTheme(cookieHeader: string | undefined): Theme | undefined {
  const value = cookiesOf(cookieHeader).get(THEME_COOKIE);
  return THEMES.find((theme) => theme === value);
}

/** True when a `Cookie` header carries nothing but a visitor's choices (no session): such a visitor is anonymous. */
export function onlyPreferenceCookies(cookieHeader: string | undefined): boolean {
  const names = [...cookiesOf(cookieHeader).keys()];
  return names.every((name) => PREFERENCE_COOKIES.has(name));
}

/** A year: a choice of language or theme is kept like the browser keeps it (apps/web/src/i18n/browser-locale.ts). */
const PREFERENCE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * A `Set-Cookie` value keeping a visitor's choice. Not HttpOnly: the page's own script reads and changes it too; it
 * holds no secret. Secure when the site is served over HTTPS.
 */
export function preferenceCookie(name: typeof LOCALE_COOKIE | typeof THEME_COOKIE, value: string, secure: boolean) {
  return `${name}=${value}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
