import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
// Relative, so the config loader bundles them (the workspace package's TypeScript would be left to Node to import).
import { CATALOG_PARTS, type CatalogPart, catalogPartIds } from "../../packages/contract/src/i18n/catalog-parts.ts";
import { compileCatalog } from "../../packages/contract/src/i18n/compile.ts";

const PREFIX = "virtual:lingui-catalog/";
const RESOLVED = "\0lingui-catalog:";
const LOCALES_DIR = path.resolve(import.meta.dirname, "../../packages/contract/locales");

/** The file name of a catalogue chunk (`lang-bn-main`), from its module id; undefined for any other chunk. */
export function catalogChunkName(moduleId: string): string | undefined {
  return moduleId.startsWith(RESOLVED) ? `lang-${moduleId.slice(RESOLVED.length).replace("/", "-")}` : undefined;
}

/**
 * The module of a catalogue chunk: the part's compiled texts in the order of catalogPartIds, without their ids (the
 * browser pairs them again, active-locale.ts). Throws on a message the catalogue lacks.
 */
export function catalogChunkSource(compiled: Readonly<Record<string, unknown>>, part: CatalogPart): string {
  const texts = catalogPartIds(part).map((id) => {
    if (compiled[id] === undefined) throw new Error(`The catalogue has no message ${id}`);
    return compiled[id];
  });
  // JSON.parse of a string literal is faster to load than the same array as a JS literal.
  return `export const texts = JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
}

/**
 * `import("virtual:lingui-catalog/bn/main")` → that part of the language's catalogue compiled at build time (ADR 022):
 * Lingui's compiled messages without their ids, so the browser runs no ICU parser. Each language and part is its own
 * chunk, loaded when chosen (the admin and legal parts only with their screens); all of a language's together are
 * under 15 KB gzipped.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: "medcamp-lingui-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = "", part = ""] = id.slice(RESOLVED.length).split("/");
      if (!/^[a-z]{2}$/.test(locale) || !(CATALOG_PARTS as readonly string[]).includes(part)) {
        throw new Error(`No catalogue named ${id.slice(RESOLVED.length)}`);
      }
      const file = path.join(LOCALES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      try {
        return catalogChunkSource(compileCatalog(catalog), part as CatalogPart);
      } catch (error) {
        throw new Error(`${locale}.json: ${(error as Error).message}`);
      }
    },
  };
}
