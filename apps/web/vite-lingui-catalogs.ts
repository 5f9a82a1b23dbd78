import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
// Relative, so the config loader bundles them (the workspace package's TypeScript would be left to Node to import).
import {
  CATALOG_PARTS,
  type CatalogPart,
  catalogPartTree,
  TRANSLATION_CHUNKS,
  type TranslationChunk,
  translationChunkIds,
} from "../../packages/contract/src/i18n/catalog-parts.ts";
import { compileCatalog } from "../../packages/contract/src/i18n/compile.ts";
import type { MessageTree } from "../../packages/contract/src/i18n/message-tree.ts";

const PREFIX = "virtual:lingui-catalog/";
const RESOLVED = "\0lingui-catalog:";
const ENGLISH_PREFIX = "virtual:english-catalog/";
const ENGLISH_RESOLVED = "\0english-catalog:";
const LOCALES_DIR = path.resolve(import.meta.dirname, "../../packages/contract/locales");

const isPart = (part: string): part is CatalogPart => (CATALOG_PARTS as readonly string[]).includes(part);
const isTranslationChunk = (chunk: string): chunk is TranslationChunk => Object.hasOwn(TRANSLATION_CHUNKS, chunk);

/**
 * The file name of a catalogue chunk from its module id: `lang-bn-main` for another language's (the service worker
 * leaves them out of its precache), `en-pages` for a part of English (precached with the app); undefined for any
 * other chunk.
 */
export function catalogChunkName(moduleId: string): string | undefined {
  if (moduleId.startsWith(ENGLISH_RESOLVED)) return `en-${moduleId.slice(ENGLISH_RESOLVED.length)}`;
  return moduleId.startsWith(RESOLVED) ? `lang-${moduleId.slice(RESOLVED.length).replace("/", "-")}` : undefined;
}

/** A JavaScript literal of a tree of English messages: texts as strings, function messages as the functions. */
function treeLiteral(tree: MessageTree): string {
  const entries = Object.entries(tree).map(([key, message]) => {
    const value =
      typeof message === "object"
        ? treeLiteral(message)
        : typeof message === "function"
          ? `(${message.toString()})`
          : JSON.stringify(message);
    return `${JSON.stringify(key)}:${value}`;
  });
  return `{${entries.join(",")}}`;
}

/**
 * The module of a part of English (`virtual:english-catalog/pages`): MESSAGES' texts of that part, same shape, the
 * function messages as MESSAGES writes them (they use nothing but their arguments; catalog-chunks.test.ts formats
 * each against MESSAGES). The browser formats English with them, without Lingui.
 */
export function englishChunkSource(part: CatalogPart): string {
  return `export const texts = ${treeLiteral(catalogPartTree(part))};`;
}

/**
 * The module of another language's chunk: its parts' compiled texts in the order of translationChunkIds, without
 * their ids (the browser pairs them again with its English parts' ids, active-locale.ts). Throws on a message the
 * catalogue lacks.
 */
export function catalogChunkSource(compiled: Readonly<Record<string, unknown>>, chunk: TranslationChunk): string {
  const texts = translationChunkIds(chunk).map((id) => {
    if (compiled[id] === undefined) throw new Error(`The catalogue has no message ${id}`);
    return compiled[id];
  });
  // JSON.parse of a string literal is faster to load than the same array as a JS literal.
  return `export const texts = JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
}

/**
 * `import("virtual:lingui-catalog/bn/main")` → that chunk of the language's catalogue compiled at build time (ADR 022):
 * Lingui's compiled messages without their ids, so the browser runs no ICU parser. Each language's chunks
 * (TRANSLATION_CHUNKS: main with pages, admin, legal) load when it is chosen, admin and legal only with their screens;
 * all of a language's together are under 15 KB gzipped. `virtual:english-catalog/pages` → that part of English
 * (englishChunkSource): its main part is bundled with the app, the others load with their screens.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: "medcamp-lingui-catalogs",
    resolveId(id) {
      if (id.startsWith(ENGLISH_PREFIX)) return ENGLISH_RESOLVED + id.slice(ENGLISH_PREFIX.length);
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (id.startsWith(ENGLISH_RESOLVED)) {
        const part = id.slice(ENGLISH_RESOLVED.length);
        if (!isPart(part)) throw new Error(`No part of English named ${part}`);
        return englishChunkSource(part);
      }
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = "", chunk = ""] = id.slice(RESOLVED.length).split("/");
      if (!/^[a-z]{2}$/.test(locale) || !isTranslationChunk(chunk)) {
        throw new Error(`No catalogue named ${id.slice(RESOLVED.length)}`);
      }
      const file = path.join(LOCALES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      try {
        return catalogChunkSource(compileCatalog(catalog), chunk);
      } catch (error) {
        throw new Error(`${locale}.json: ${(error as Error).message}`);
      }
    },
  };
}
