import { type Locale, localeInQuery, negotiateLocale } from "@medcamp/contract";
import type { IncomingMessage } from "node:http";
import { cookieLocale } from "./preference-cookies.ts";

/** The language a request's URL asks for with `?lang=`, if any. */
export function queryLocale(req: Pick<IncomingMessage, "url">): Locale | undefined {
  const url = req.url ?? "";
  const start = url.indexOf("?");
  return start < 0 ? undefined : localeInQuery(url.slice(start + 1).split("#")[0] ?? "");
}

/**
 * The language to answer a request in (ADR 022, ADR 025): the one its URL asks for (`?lang=bn`), else the one
 * chosen on this device (its cookie, which the web app keeps with its localStorage choice), else the best match of
 * `Accept-Language`, else English.
 */
export function requestLocale(req: Pick<IncomingMessage, "headers" | "url">): Locale {
  return queryLocale(req) ?? cookieLocale(req.headers.cookie) ?? negotiateLocale(req.headers["accept-language"]);
}
