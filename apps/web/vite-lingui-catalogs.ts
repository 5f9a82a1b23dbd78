import fs from "node:fs";
import path from "node:path";
import { compileCatalog } from "@medcamp/contract/i18n/compile";
import type { Plugin } from "vite";

const PREFIX = "virtual:lingui-catalog/";
const RESOLVED = "\0lingui-catalog:";
const LOCALES_DIR = path.resolve(import.meta.dirname, "../../packages/contract/locales");

/**
 * `import("virtual:lingui-catalog/bn")` → that language's catalogue compiled at build time (ADR 022): a module of
 * Lingui's compiled messages, so the browser runs no ICU parser. Each language is its own chunk, loaded when chosen.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: "medcamp-lingui-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(locale)) throw new Error(`No catalogue named ${locale}`);
      const file = path.join(LOCALES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
      // JSON.parse of a string literal is faster to load than the same object as a JS literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
