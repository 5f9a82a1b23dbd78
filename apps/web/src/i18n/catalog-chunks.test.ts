import {
  CATALOG_PARTS,
  type CatalogPart,
  catalogPart,
  catalogPartIds,
  flattenMessages,
  flattenTree,
  type MessageTree,
  TRANSLATED_LOCALES,
  TRANSLATION_CHUNKS,
  type TranslationChunk,
  translationChunkIds,
} from "@medcamp/contract";
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

const ENGLISH: Record<CatalogPart, () => Promise<{ texts: MessageTree }>> = {
  main: () => import("virtual:english-catalog/main"),
  pages: () => import("virtual:english-catalog/pages"),
  admin: () => import("virtual:english-catalog/admin"),
  legal: () => import("virtual:english-catalog/legal"),
  clinic: () => import("virtual:english-catalog/clinic"),
  report: () => import("virtual:english-catalog/report"),
};

/** What a message gives for some arguments: its text, or the error it throws. */
function outcome(message: (...args: unknown[]) => string, args: unknown[]): string {
  try {
    return message(...args);
  } catch (error) {
    return `throws ${String(error)}`;
  }
}

const SAMPLE_ARGUMENTS = [[], [0, 0, 0, 0], [1, 2, 3, 4], ["delivered", 7, 0, 2], ["Eye Camp", "Dhaka", null, "x"]];

describe("catalogue chunks (ADR 022: texts in id order, paired again in the browser)", () => {
  it.each(TRANSLATED_LOCALES)(
    "give %s every message of its file under its own id, and no e-mail text",
    async (locale) => {
      const expected = await fromFile(locale);
      const loaded: Record<string, unknown> = {};
      for (const chunk of Object.keys(TRANSLATION_CHUNKS) as TranslationChunk[]) {
        Object.assign(loaded, await catalogFor(locale, chunk));
      }
      const browserIds = [...flattenMessages().keys()].filter((id) => catalogPart(id) !== "server");
      expect(Object.keys(loaded).sort()).toEqual(browserIds.sort());
      for (const id of browserIds) expect(loaded[id], id).toEqual(expected[id]);
    },
  );

  it.each(CATALOG_PARTS)("give English's %s part MESSAGES' own texts, in the order of its ids", async (part) => {
    const english = flattenMessages();
    const chunk = flattenTree((await ENGLISH[part]()).texts);
    expect([...chunk.keys()]).toEqual(catalogPartIds(part));
    for (const [id, message] of chunk) {
      const original = english.get(id)!;
      if (typeof original === "string") {
        expect(message, id).toBe(original);
        continue;
      }
      expect(typeof message, id).toBe("function");
      for (const args of SAMPLE_ARGUMENTS) {
        const made = outcome(message as (...args: unknown[]) => string, args);
        expect(made, `${id}(${JSON.stringify(args)})`).toBe(outcome(original as (...args: unknown[]) => string, args));
      }
    }
  });

  it("are cut into parts that share no id and leave out the e-mails and texts' words; another language's chunks hold every part", () => {
    const ids = CATALOG_PARTS.flatMap((part) => catalogPartIds(part));
    expect(new Set(ids).size).toBe(ids.length);
    const translated = (Object.keys(TRANSLATION_CHUNKS) as TranslationChunk[]).flatMap(translationChunkIds);
    expect(translated.sort()).toEqual([...ids].sort());
    expect(ids.length).toBe([...flattenMessages().keys()].filter((id) => catalogPart(id) !== "server").length);
    // The server's words: every e-mail and PDF text, and the words of the text messages (not their refusals).
    const server = [...flattenMessages().keys()].filter((id) => catalogPart(id) === "server");
    expect(server.filter((id) => !id.startsWith("mail.") && !id.startsWith("pdf.")).sort()).toEqual(
      [
        "sms.campCancelled",
        "sms.campChanged",
        "sms.campReminder",
        "sms.code",
        "sms.confirmed",
        "sms.declined",
        "sms.promoted",
        "sms.referralDue",
        "sms.referralOverdue",
        "sms.requestReceived",
        "sms.waitlisted",
        "summaryLinks.text",
      ].sort(),
    );
    expect(server.filter((id) => id.startsWith("mail.")).length).toBeGreaterThan(50);
    expect(server.filter((id) => id.startsWith("pdf.")).length).toBeGreaterThan(50);
    expect(catalogPart("nav.home")).toBe("main");
    expect(catalogPart("legalTerms.title")).toBe("main");
    expect(catalogPart("dashWelcome.greeting")).toBe("pages");
    expect(catalogPart("adminUsers.title")).toBe("admin");
    // The camp report's links on All Camps travel with the admin part; its screens' own texts have a part of theirs.
    expect(catalogPart("campReportDhis2.open")).toBe("admin");
    expect(catalogPart("campReportDhis2.title")).toBe("report");
    expect(catalogPart("legalTerms.intro")).toBe("legal");
    expect(catalogPart("mail.footer")).toBe("server");
    expect(catalogPart("sms.code")).toBe("server");
    expect(catalogPart("sms.optedOut")).toBe("pages");
  });
});
