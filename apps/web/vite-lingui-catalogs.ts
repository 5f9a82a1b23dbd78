import fs from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const PREFIX = "virtual:lingui-catalog/";
/** Texts only admin and staff screens show, and the legal pages' prose: chunks of their own, loaded with them. */
const ADMIN_NAMESPACES = new Set([
  "staffAdmin",
  "overview",
  "audit",
  "exports",
  "outbox",
  "checkIn",
  "checkInUi",
  "validation",
]);
const LEGAL_NAMESPACES = new Set(["legalPrivacy", "legalTerms"]);

/** Which chunk a message goes in: `main` (every screen), `admin` or `legal`; e-mail texts (`server`) go in none. */
export function catalogPart(id: string): "main" | "admin" | "legal" | "server" {
  const namespace = id.split(".")[0] ?? "";
  if (namespace === "mail") return "server";
  if (namespace.startsWith("admin") || ADMIN_NAMESPACES.has(namespace)) return "admin";
  if (LEGAL_NAMESPACES.has(namespace)) return "legal";
  return "main";
}
const RESOLVED = "\0lingui-catalog:";
const LOCALES_DIR = path.resolve(import.meta.dirname, "../../packages/contract/locales");

/** The file name of a catalogue chunk (`lang-bn-main`), from its module id; undefined for any other chunk. */
export function catalogChunkName(moduleId: string): string | undefined {
  return moduleId.startsWith(RESOLVED) ? `lang-${moduleId.slice(RESOLVED.length).replace("/", "-")}` : undefined;
}

/**
 * `import("virtual:lingui-catalog/bn/main")` → that part of the language's catalogue compiled at build time (ADR 022):
 * a module of Lingui's compiled messages, so the browser runs no ICU parser. Each language and part is its own chunk,
 * loaded when chosen (the admin and legal parts only with their screens), each well under 15 KB gzipped.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: "medcamp-lingui-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = "", part = "main"] = id.slice(RESOLVED.length).split("/");
      if (!/^[a-z]{2}$/.test(locale) || !["main", "admin", "legal"].includes(part)) {
        throw new Error(`No catalogue named ${id.slice(RESOLVED.length)}`);
      }
      const file = path.join(LOCALES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      // The same compilation as the contract's compileCatalog (which the config loader cannot import as TypeScript).
      const compiled = Object.fromEntries(
        Object.entries(catalog)
          .filter(([key]) => catalogPart(key) === part)
          .map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      // JSON.parse of a string literal is faster to load than the same object as a JS literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
