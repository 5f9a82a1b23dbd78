#!/usr/bin/env node
/**
 * Keeps doc comments on the declarations they describe. A `/** … *\/` block belongs to the code right under it, so
 * two of them in a row (nothing but white space between) mean one of them lost its declaration in an edit: this
 * fails, listing file:line of the first, for every tracked TypeScript and JavaScript file. A file's header (a doc
 * block at the very top, before any code) may be followed by the first declaration's own.
 *
 * Comments are found by the TypeScript parser, so `/**` inside a string or a glob is not taken for one.
 *
 * Usage: node scripts/check-doc-comments.mjs
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const files = execFileSync("git", ["ls-files", "-z", "*.ts", "*.tsx", "*.mts", "*.cts", "*.js", "*.mjs", "*.cjs"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\0")
  .filter((f) => f && !f.endsWith(".d.ts"));

const isDoc = (text, range) => range.kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith("/**", range.pos);

/** Every comment of the file, each once: the leading and trailing comments of every token. */
function commentsOf(source) {
  const text = source.text;
  const seen = new Map();
  const add = (ranges) => {
    for (const range of ranges ?? []) seen.set(range.pos, range);
  };
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    // Tokens (braces, commas, keywords) are not nodes of their own: their comments come with their children here.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
}

/** The position where the file's code starts: after a shebang line, if any. */
const codeStart = (text) => (text.startsWith("#!") ? text.indexOf("\n") + 1 : 0);

const problems = [];
for (const file of files) {
  const text = readFileSync(join(ROOT, file), "utf8");
  // Only a file where a comment's end is followed by a doc comment's start can hold two in a row.
  if (!/\*\/\s*\/\*\*/.test(text)) continue;
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith("js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const docs = commentsOf(source).filter((range) => isDoc(text, range));
  for (let i = 0; i + 1 < docs.length; i++) {
    const [first, second] = [docs[i], docs[i + 1]];
    if (text.slice(first.end, second.pos).trim() !== "") continue;
    const header = text.slice(codeStart(text), first.pos).trim() === "";
    if (header) continue;
    const line = source.getLineAndCharacterOfPosition(first.pos).line + 1;
    problems.push(`${file}:${line}: two doc comments in a row; each /** */ sits on the declaration it describes`);
  }
}

if (problems.length > 0) {
  console.log(problems.join("\n"));
  console.log(`\n${problems.length} doc comment(s) sit on no declaration of their own.`);
  process.exit(1);
}
console.log(`Doc comments: none in a row in ${files.length} files.`);
