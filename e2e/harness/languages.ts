import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { parse, type Token } from "@messageformat/parser";
import type { BrowserContext } from "playwright-core";
import {
  flattenMessages,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  localizedMessages,
  type MessageCatalog,
  TRANSLATED_LOCALES,
  type TranslationChunk,
} from "@medcamp/contract";
import { compileCatalog } from "@medcamp/contract/i18n/compile";
import { catalogChunkSource } from "../../apps/web/vite-lingui-catalogs.ts";
import { repoRoot } from "./paths.ts";

export const TRANSLATED = TRANSLATED_LOCALES;

const catalogFile = (locale: string) => path.join(repoRoot, "packages", "contract", "locales", `${locale}.json`);

/** A language's catalogue as the app reads it (the same compiled messages, formatted by Lingui). */
export function messagesIn(locale: Locale): MessageCatalog {
  const source = JSON.parse(fs.readFileSync(catalogFile(locale), "utf8")) as Record<string, string>;
  const i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(source) } });
  return localizedMessages(() => i18n);
}

/** A language chosen on every page of `context` as the switcher leaves it: kept on the device, and in the cookie. */
export async function chooseLanguageIn(context: BrowserContext, baseURL: string, locale: Locale): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LOCALE_STORAGE_KEY,
    value: locale,
  });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}

/** A text of the English catalogue, in `locale`: what the screen shows there in place of `english`. */
export function inLanguage(locale: Locale, english: string): string {
  if (locale === "en") return english;
  const id = [...flattenMessages()].find(([, value]) => value === english)?.[0];
  if (!id) throw new Error(`"${english}" is not a text of the catalogue`);
  const translated = flattenMessages(messagesIn(locale) as never).get(id);
  if (typeof translated !== "string") throw new Error(`${id} has no text in ${locale}`);
  return translated;
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ"].map((c, i) => [c, [..."áƀçđéĝĥíķĺñöŕšţüýžÁƁÇĐÉĜĤÍĶĹÑÖŔŠŢÜÝŽ"][i]!]),
);

/** Text accented and made 40 % longer (in words of up to five letters, so it wraps as real text does). */
function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join("");
  const extra = Math.ceil(text.replace(/\s/g, "").length * 0.4);
  if (extra === 0) return accented;
  const words = Array.from({ length: Math.ceil(extra / 5) }, (_, i) => "ŵŵŵŵŵ".slice(0, Math.min(5, extra - i * 5)));
  return `${accented} ${words.join(" ")}`;
}

/** An ICU message with its literal text pseudo-localized and its arguments, selectors and `#` kept. */
export function pseudoMessage(message: string): string {
  const render = (tokens: Token[]): string =>
    tokens
      .map((token) => {
        switch (token.type) {
          case "content":
            return pseudoText(token.value)
              .replace(/'/g, "''")
              .replace(/[{}#]/g, (c) => `'${c}'`);
          case "octothorpe":
            return "#";
          case "argument":
            return `{${token.arg}}`;
          case "function":
            return `{${token.arg}, ${token.key}}`;
          default:
            return `{${token.arg}, ${token.type}, ${token.cases.map((c) => `${c.key} {${render(c.tokens)}}`).join(" ")}}`;
        }
      })
      .join("");
  return render(parse(message));
}

/** The English catalogue pseudo-localized, compiled as the app's chunks are. */
function pseudoCatalog(): Record<string, unknown> {
  const english = JSON.parse(fs.readFileSync(catalogFile("en"), "utf8")) as Record<string, string>;
  return compileCatalog(Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoMessage(text)])));
}

/** A catalogue chunk (vite-lingui-catalogs.ts) of the pseudo-locale: the chunk's texts in the order of its ids. */
export function pseudoChunk(chunk: TranslationChunk): string {
  return catalogChunkSource(pseudoCatalog(), chunk);
}

/** A screen's English heading as the pseudo-locale shows it (data, such as a camp's title, stays as it is). */
export function pseudoOf(english: string): string {
  const catalog = JSON.parse(fs.readFileSync(catalogFile("en"), "utf8")) as Record<string, string>;
  const unquote = (icu: string) => icu.replace(/'([{}#])'/g, "$1").replace(/''/g, "'");
  // The heading's own text first; else a template with plain `{name}` arguments and some text of its own (e.g.
  // "Welcome, {name}"; a message that is only an argument, such as a category's name in English, matches anything).
  const messages = Object.values(catalog).sort(
    (a, b) => Number(unquote(b) === english) - Number(unquote(a) === english),
  );
  for (const message of messages) {
    if (/\{\w+,/.test(message) || /^(\{\w+\})*$/.test(message)) continue;
    const names: string[] = [];
    const pattern = unquote(message)
      .split(/(\{\w+\})/)
      .map((part) => {
        const arg = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!arg) return part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
        names.push(arg);
        return "(.+)";
      })
      .join("");
    const match = new RegExp(`^${pattern}$`).exec(english);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return unquote(pseudoMessage(message).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ""));
  }
  return english;
}
