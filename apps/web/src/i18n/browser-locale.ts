import {
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  localeDirection,
  localeInQuery,
  negotiateLocale,
} from "@medcamp/contract";

const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The choice saved on this device, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the app starts in: the one a server-rendered page was rendered in (so hydration matches), else the
 * one the URL asks for (`?lang=bn`, ADR 025), else the choice saved on this device, else the browser's languages
 * (what it sends as Accept-Language), else English.
 */
export function initialLocale(serverRendered: boolean): Locale {
  const rendered = document.documentElement.lang;
  if (serverRendered && isLocale(rendered)) return rendered;
  return (
    localeInQuery(window.location.search) ??
    storedLocale() ??
    negotiateLocale(navigator.languages?.join(",") || navigator.language)
  );
}

/**
 * A language the URL asks for (a link of the language menu followed before the app arrived) is this device's choice.
 * True when there is one.
 */
export function rememberLocaleOfUrl(): boolean {
  const asked = localeInQuery(window.location.search);
  if (asked) rememberLocale(asked);
  return asked !== undefined;
}

/** Saves a choice on this device: localStorage for the app, a cookie so the server renders pages in it too. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** `<html lang dir>` follow the language: screen readers pick the voice, the layout mirrors for Arabic. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
}
