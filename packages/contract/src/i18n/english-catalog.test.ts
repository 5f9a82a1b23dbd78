import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { compileCatalog } from "./compile.ts";
import { englishCatalog, flattenMessages, paramsModule } from "./english-catalog.ts";
import { localizedMessages } from "./localized-messages.ts";

const localesDir = path.resolve(import.meta.dirname, "../../locales");
const written = JSON.parse(fs.readFileSync(path.join(localesDir, "en.json"), "utf8")) as Record<string, string>;

/** Values each parameter is tried with: plurals' one/other/zero, strings with ICU's special characters. */
function sampleArgs(fn: (...args: never[]) => string, names: readonly string[]): unknown[][] {
  const source = fn.toString();
  const numeric = (name: string) =>
    new RegExp(`\\b${name}\\s*(===|>|<|-|\\+)`).test(source) ||
    /count|n$|^n|days|max|position|left|capacity|shown|total|subscribers|unread|changed|unchanged|refused|pending|seats|taken|offered|bound|checkedIn|expected/.test(
      name,
    );
  const sets: unknown[][] = [];
  for (const n of [0, 1, 2, 7]) {
    sets.push(names.map((name, i) => (numeric(name) ? n + i : `${name} {#} it's ‘x’ ${i}`)));
  }
  // Optional parts left out (select's `undefined`), and the bulk action's two verbs.
  const optional = (name: string) => new RegExp(`\\b${name}\\s*\\?`).test(source);
  sets.push(names.map((name) => (numeric(name) ? 3 : name === "status" ? "delivered" : optional(name) ? null : name)));
  sets.push(names.map((name) => (numeric(name) ? 1 : name === "status" ? "declined" : "Dhaka")));
  return sets;
}

describe("the English catalogue", () => {
  const { messages, params } = englishCatalog();

  it("is written from MESSAGES as it stands (run `npm run i18n` after changing MESSAGES)", () => {
    expect(written).toEqual(messages);
    const paramsFile = fs.readFileSync(path.resolve(import.meta.dirname, "message-params.ts"), "utf8");
    expect(paramsFile).toBe(paramsModule(params));
  });

  it("formats every message exactly as MESSAGES does, spec misspellings included", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: compileCatalog(written) } });
    const english = localizedMessages(() => i18n);
    const flat = flattenMessages();
    const viaCatalog = flattenMessages(english as never);
    expect([...viaCatalog.keys()]).toEqual([...flat.keys()]);
    let checked = 0;
    for (const [id, value] of flat) {
      const localized = viaCatalog.get(id);
      if (typeof value === "string") {
        expect(localized, id).toBe(value);
        checked++;
        continue;
      }
      for (const args of sampleArgs(value, params[id] ?? [])) {
        const expected = (value as (...a: unknown[]) => string)(...args);
        expect((localized as (...a: unknown[]) => string)(...args), `${id}(${JSON.stringify(args)})`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(english.camps.noCampsFound).toBe("No camps found.");
  });
});
