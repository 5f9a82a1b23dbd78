#!/usr/bin/env node
/**
 * Keeps citations resolving inside the repository. Plain Node ESM, no dependencies.
 *
 * Scans every file `git ls-files` lists (text files only) and fails, listing file:line, when:
 * - a citation points outside the repository: `SPEC §n`, `DESIGN §n`, `STACK.md gotcha n`, or a bare "SPEC" or
 *   "DESIGN". These documents live outside the repository; their copies are docs/product.md (same section
 *   numbers as SPEC.md) and docs/architecture.md (§1–§3 as in DESIGN.md; §2.1 holds STACK.md's pitfalls);
 * - `SPEC.md`, `DESIGN.md`, `STACK.md` or `../shared/` is named in a file that does not also point to the copy
 *   (product.md for SPEC.md; architecture.md for DESIGN.md and STACK.md; either for ../shared). A page may say
 *   where the original lives, as long as the reader is sent to the copy; the copies themselves may name it;
 * - `<name>.md §n` (also `§n, §m` and `§n and §m`) names a document that is not tracked, or a section number
 *   that it has no heading for (`## 5. …`, `### 3.1 …`);
 * - a relative Markdown link to a `.md` file names a file that is not tracked, or an `#anchor` it has no heading for;
 * - `ADR n` names a decision that has no `docs/decisions/NNN-*.md`.
 *
 * Usage: node scripts/check-doc-citations.mjs
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split("\\")
  .join("/");

const PRODUCT = "docs/product.md";
const ARCHITECTURE = "docs/architecture.md";

/** Where a citation of an outside document goes instead. */
const DESIGN_TARGETS = {
  1: "architecture.md §1",
  2: "architecture.md §2",
  3: "architecture.md §3.1 HTTP, §3.2 identity and roles, §3.3 data rules, §3.4 payments or §3.5 embedded database",
  4: "operations.md",
};
/** STACK.md's gotcha numbers → the pitfall numbers of architecture.md §2.1. */
const STACK_PITFALLS = { 1: 10, 2: 9, 5: 1, 6: 2, 7: 3, 9: 4, 10: 5, 12: 6, 13: 7, 14: 8 };

const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
const tracked = new Set(files);

/** Text of a tracked file, or undefined for a binary or missing one. */
const textCache = new Map();
function textOf(file) {
  if (!textCache.has(file)) {
    let text;
    try {
      const buffer = readFileSync(join(ROOT, file));
      if (!buffer.subarray(0, 8000).includes(0)) text = buffer.toString("utf8");
    } catch {
      text = undefined;
    }
    textCache.set(file, text);
  }
  return textCache.get(file);
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Section numbers and anchors of a Markdown file's headings (outside fenced code). */
const headingCache = new Map();
function headingsOf(file) {
  if (!headingCache.has(file)) {
    const numbers = new Set();
    const anchors = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of (textOf(file) ?? "").split("\n")) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!match) continue;
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(match[1]);
      if (number) numbers.add(number[1]);
      const base = slug(match[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    headingCache.set(file, { numbers, anchors });
  }
  return headingCache.get(file);
}

/** The tracked Markdown file a bare name like "product.md" means: docs/ first, then the only one of that name. */
function resolveDocName(name) {
  if (tracked.has(name)) return name;
  if (tracked.has(`docs/${name}`)) return `docs/${name}`;
  const matches = files.filter((f) => basename(f) === basename(name) && f.endsWith(name));
  return matches.length === 1 ? matches[0] : undefined;
}

const adrNumbers = new Set(
  files.map((f) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(f)?.[1]).filter((n) => n !== undefined),
);

const problems = [];
let checked = 0;

function report(file, lineNo, message) {
  problems.push(`${file}:${lineNo}: ${message}`);
}

for (const file of files) {
  if (file === SELF) continue;
  const text = textOf(file);
  if (text === undefined) continue;
  const isMarkdown = file.endsWith(".md");
  const pointsToProduct = file === PRODUCT || /\bproduct\.md\b/.test(text);
  const pointsToArchitecture = file === ARCHITECTURE || /\barchitecture\.md\b/.test(text);

  text.split("\n").forEach((line, index) => {
    const lineNo = index + 1;

    // Citations of the documents outside the repository.
    for (const m of line.matchAll(/\b(SPEC|DESIGN)\s*§\s*(\d+)/g)) {
      checked++;
      const [, doc, n] = m;
      const instead = doc === "SPEC" ? `product.md §${n}` : (DESIGN_TARGETS[n] ?? "architecture.md or an ADR");
      report(file, lineNo, `"${m[0]}" points outside the repository; cite ${instead}`);
    }
    for (const m of line.matchAll(/\bSTACK\.md\s+gotchas?\s+(\d+)/gi)) {
      checked++;
      const pitfall = STACK_PITFALLS[m[1]];
      const instead = pitfall ? `architecture.md §2.1 (pitfall ${pitfall})` : "architecture.md §2.1";
      report(file, lineNo, `"${m[0]}" points outside the repository; cite ${instead}`);
    }
    for (const m of line.matchAll(/\b(SPEC|DESIGN)\b(?!\.md|\s*§)/g)) {
      checked++;
      report(file, lineNo, `"${m[1]}" names a document outside the repository; cite a section of docs/product.md`);
    }

    // Names of the documents outside the repository: allowed beside a pointer to the copy.
    for (const m of line.matchAll(/\b(SPEC|DESIGN|STACK)\.md\b(?!\s+gotchas?\s+\d)|\.\.\/shared\b/g)) {
      checked++;
      const ok =
        m[1] === "SPEC"
          ? pointsToProduct
          : m[1] === "DESIGN" || m[1] === "STACK"
            ? pointsToArchitecture
            : pointsToProduct || pointsToArchitecture;
      if (!ok) {
        const copy = m[1] === "SPEC" ? "docs/product.md" : m[1] ? "docs/architecture.md" : "docs/product.md";
        report(file, lineNo, `"${m[0]}" is outside the repository and this file never points to ${copy}`);
      }
    }

    // Section citations of documents inside the repository.
    for (const m of line.matchAll(
      /\b([\w./-]+\.md)\s*§\s*(\d+(?:\.\d+)*)((?:\s*(?:,|and|&|\/)\s*§\s*\d+(?:\.\d+)*)*)/g,
    )) {
      const [, name, first, rest] = m;
      if (/^(SPEC|DESIGN|STACK)\.md$/.test(basename(name))) continue;
      const target = resolveDocName(name.replace(/^(\.\.?\/)+/, ""));
      const numbers = [first, ...[...rest.matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((x) => x[1])];
      for (const n of numbers) {
        checked++;
        if (!target) report(file, lineNo, `"${name} §${n}": no tracked file ${name}`);
        else if (!headingsOf(target).numbers.has(n))
          report(file, lineNo, `"${name} §${n}": ${target} has no section ${n}`);
      }
    }

    // Relative Markdown links to Markdown files, and their anchors.
    if (isMarkdown) {
      for (const m of line.matchAll(/\]\(([^)\s#]+\.md)(?:#([^)\s]+))?\)/g)) {
        const [, path, anchor] = m;
        if (/^[a-z]+:/i.test(path) || path.startsWith("/")) continue;
        checked++;
        const target = posix.normalize(posix.join(posix.dirname(file), path));
        if (!tracked.has(target)) report(file, lineNo, `link to ${path}: no tracked file ${target}`);
        else if (anchor && !headingsOf(target).anchors.has(anchor))
          report(file, lineNo, `link to ${path}#${anchor}: ${target} has no such heading`);
      }
    }

    // Decision records.
    for (const m of line.matchAll(/\bADRs?\s+(\d{1,3})\b((?:\s*(?:,|and|&|\/)\s*\d{1,3}\b)*)/g)) {
      const numbers = [m[1], ...[...m[2].matchAll(/\d{1,3}/g)].map((x) => x[0])];
      for (const n of numbers) {
        checked++;
        if (!adrNumbers.has(n.padStart(3, "0")))
          report(file, lineNo, `"ADR ${n}": no docs/decisions/${n.padStart(3, "0")}-*.md`);
      }
    }
  });
}

if (problems.length > 0) {
  console.log(problems.join("\n"));
  console.log(`\n${problems.length} citation(s) do not resolve inside the repository.`);
  process.exit(1);
}
console.log(`Doc citations: all ${checked} resolve inside the repository.`);
