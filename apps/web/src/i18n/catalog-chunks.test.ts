import { CATALOG_PARTS, catalogPart, catalogPartIds, flattenMessages, TRANSLATED_LOCALES } from "@medcamp/contract";
import { compileCatalog } from "@medcamp/contract/i18n/compile";
import { describe, expect, it } from "vitest";
import { catalogFor } from "./active-locale";

/** Each language's catalogue as its JSON file says, compiled the server's way (the chunks carry no ids). */
async function fromFile(locale: string): Promise<Record<string, unknown>> {
  const { default: file } = (await import(`../../../../packages/contract/locales/${locale}.json`)) as {
    default: Record<string, string>;
  };
  return compileCatalog(file);
}

describe("catalogue chunks (ADR 022: texts in id order, paired again in the browser)", () => {
  it.each(TRANSLATED_LOCALES)(
    "give %s every message of its file under its own id, and no e-mail text",
    async (locale) => {
      const expected = await fromFile(locale);
      const loaded: Record<string, unknown> = {};
      for (const part of CATALOG_PARTS) Object.assign(loaded, await catalogFor(locale, part));
      const browserIds = [...flattenMessages().keys()].filter((id) => catalogPart(id) !== "server");
      expect(Object.keys(loaded).sort()).toEqual(browserIds.sort());
      for (const id of browserIds) expect(loaded[id], id).toEqual(expected[id]);
    },
  );

  it("are cut into parts that share no id", () => {
    const ids = CATALOG_PARTS.flatMap((part) => catalogPartIds(part));
    expect(new Set(ids).size).toBe(ids.length);
    expect(catalogPart("adminUsers.title")).toBe("admin");
    expect(catalogPart("mail.footer")).toBe("server");
  });
});
