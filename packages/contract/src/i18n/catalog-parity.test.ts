import fs from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { compileCatalog } from "./compile.ts";
import { LOCALES } from "./locales.ts";
import { localizedMessages } from "./localized-messages.ts";
import { flattenMessages } from "./flatten.ts";

const localesDir = path.resolve(import.meta.dirname, "../../locales");
const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, `${locale}.json`), "utf8")) as Record<string, string>;
const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)]));

/** The arguments a message uses (`{name}`, `{n, number}`, `{n, plural, …}`), whatever its language's wording. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe("the catalogues of every language", () => {
  const english = catalogs.en!;

  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly the English catalogue's ids", (locale) => {
    const ids = Object.keys(catalogs[locale]!);
    expect(
      ids.filter((id) => !(id in english)),
      "ids English does not have",
    ).toEqual([]);
    expect(
      Object.keys(english).filter((id) => !(id in catalogs[locale]!)),
      "ids missing",
    ).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s uses the same placeholders as English in every message", (locale) => {
    const differing = Object.entries(catalogs[locale]!)
      .filter(([id, text]) => id in english && argumentsOf(text).join() !== argumentsOf(english[id]!).join())
      .map(([id, text]) => `${id}: {${argumentsOf(text).join()}} vs English {${argumentsOf(english[id]!).join()}}`);
    expect(differing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s compiles and formats every message with sample values", (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(catalogs[locale]!) } });
    const localized = localizedMessages(() => i18n);
    for (const [id, value] of flattenMessages(localized as never)) {
      const text = typeof value === "string" ? value : (value as (...a: unknown[]) => string)(3, 1, 2, 5);
      expect(text, id).not.toMatch(/\{|\}|undefined/);
    }
  });

  it("finds a placeholder that differs (the check can fail)", () => {
    expect(argumentsOf("{n, plural, one {# day} other {# days}} until {to}")).toEqual(["n", "to"]);
    expect(argumentsOf("hasta {hasta}")).not.toEqual(argumentsOf("until {to}"));
  });
});
