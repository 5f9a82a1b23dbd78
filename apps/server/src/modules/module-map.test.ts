import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const MODULES = new URL("./", import.meta.url);
const ARCHITECTURE = new URL("../../../../docs/architecture.md", import.meta.url);

/** The module names in the first column of docs/architecture.md's module map (a row may name several). */
function mappedModules(markdown: string): string[] {
  const lines = markdown.split("\n");
  const heading = lines.indexOf("#### Module map");
  if (heading < 0) throw new Error('docs/architecture.md has no "#### Module map"');
  const first = lines.findIndex((line, i) => i > heading && line.startsWith("|"));
  const after = lines.findIndex((line, i) => i > first && !line.startsWith("|"));
  return lines
    .slice(first + 2, after < 0 ? undefined : after) // without the header and its rule
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

describe("docs/architecture.md's module map", () => {
  const folders = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const mapped = mappedModules(readFileSync(ARCHITECTURE, "utf8"));

  it("has a row for every folder of modules/", () => {
    expect(folders.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });

  it("names no module that is not a folder of modules/, and each once", () => {
    expect(mapped.filter((name) => !folders.includes(name))).toEqual([]);
    expect(mapped.filter((name, i) => mapped.indexOf(name) !== i)).toEqual([]);
  });
});
