import fs from "node:fs";
import path from "node:path";
import { flattenMessages } from "@medcamp/contract";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");
/** Props that reach the reader (shown, or spoken by a screen reader). */
const TEXT_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  "heading",
  "text",
  "description",
  "emptyText",
  "confirmText",
]);
/** Words that are the same in every language: the brand, and symbols. */
const SAME_IN_EVERY_LANGUAGE = /^(MedCamp|Stripe|Google|CSV|QR|[\s\p{P}\p{S}\d]*)$/u;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text.trim());

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** UI texts written in a component instead of the catalogue: JSX text, and string literals of reader-facing props. */
export function inlineTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push({
      file: path.relative(SRC, file),
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text,
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && hasWords(literal.text)) at(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const LEAVES = new Set([...flattenMessages().keys()]);

/** A catalogue text read into a module-level constant keeps the language the module was loaded in. */
export function moduleLevelReads(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    const nowInFunction = inFunction || ts.isFunctionLike(node) || ts.isClassLike(node);
    if (!nowInFunction && ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const chain = node.getText(sf).replace(/\s/g, "");
      const id = /^MESSAGES\.(.+)$/.exec(chain)?.[1];
      if (id && LEAVES.has(id)) {
        found.push({
          file: path.relative(SRC, file),
          line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          text: chain,
        });
      }
    }
    ts.forEachChild(node, (child) => visit(child, nowInFunction));
  };
  visit(sf, false);
  return found;
}

describe("the screens' texts come from the catalogue (issue 24)", () => {
  const files = sourceFiles(SRC);

  it("no component writes a UI text inline", () => {
    const findings = files.flatMap((file) => inlineTexts(file, fs.readFileSync(file, "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it("no module reads a catalogue text into a constant", () => {
    const findings = files.flatMap((file) => moduleLevelReads(file, fs.readFileSync(file, "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it("catches an inline text, an inline label and a module-level read (the scan can fail)", () => {
    const sample = `import { MESSAGES } from "./messages";
const TITLE = MESSAGES.camps.noCampsFound;
export const A = () => <button aria-label="Close menu">Save changes</button>;
export const B = () => <p title={MESSAGES.camps.noCampsFound}>{MESSAGES.camps.noCampsFound} MedCamp</p>;`;
    expect(inlineTexts("sample.tsx", sample).map((f) => f.text)).toEqual(["Close menu", "Save changes"]);
    expect(moduleLevelReads("sample.tsx", sample).map((f) => f.text)).toEqual(["MESSAGES.camps.noCampsFound"]);
  });
});
