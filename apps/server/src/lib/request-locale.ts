import { isLocale, type Locale, LOCALE_COOKIE, negotiateLocale } from "@medcamp/contract";
import type { IncomingMessage } from "node:http";

/** The `medcamp_lang` cookie's value, when it names one of our languages. */
function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language to answer a request in (ADR 022): the one chosen on this device (its cookie, which the web app
 * keeps with its localStorage choice), else the best match of `Accept-Language`, else English.
 */
export function requestLocale(req: Pick<IncomingMessage, "headers">): Locale {
  return cookieLocale(req.headers.cookie) ?? negotiateLocale(req.headers["accept-language"]);
}
