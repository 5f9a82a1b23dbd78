import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

type Tree = { readonly [key: string]: unknown };

/**
 * The web modules a set of entry modules loads with the parts of the catalogue they came with (ADR 022): their static
 * imports, and the modules they import dynamically without parts of their own (`import()` not wrapped in
 * `withTexts`), followed through relative paths. `import type` loads nothing.
 */
export function loadedWith(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const follow = (specifier: ts.Expression | undefined) => {
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return;
      const resolved = resolveModule(path.resolve(path.dirname(file), specifier.text));
      if (resolved) visit(resolved);
    };
    for (const statement of sf.statements) {
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) follow(statement.moduleSpecifier);
      if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) follow(statement.moduleSpecifier);
    }
    const dynamicImports = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const wrapper = node.parent;
        const withItsTexts =
          ts.isCallExpression(wrapper) &&
          ts.isIdentifier(wrapper.expression) &&
          wrapper.expression.text === "withTexts";
        if (!withItsTexts) follow(node.arguments[0]);
      }
      ts.forEachChild(node, dynamicImports);
    };
    dynamicImports(sf);
  };
  entries.forEach(visit);
  return [...seen];
}

function resolveModule(base: string): string | undefined {
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) =>
    fs.existsSync(file),
  );
}

const isLeaf = (node: unknown) => typeof node === "string" || typeof node === "function";

/** The deepest node of `tree` along `keys`, with the keys that led to it. */
function walk(tree: Tree, keys: readonly string[]): { node: unknown; keys: string[] } {
  let node: unknown = tree;
  const taken: string[] = [];
  for (const key of keys) {
    if (isLeaf(node) || typeof node !== "object" || node === null || !(key in node)) break;
    node = (node as Tree)[key];
    taken.push(key);
  }
  return { node, keys: taken };
}

/** Every message id under a node of the tree (the node's own id when it is a message). */
function idsUnder(node: unknown, prefix: string): string[] {
  if (isLeaf(node)) return [prefix];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node as Tree).flatMap(([key, child]) => idsUnder(child, `${prefix}.${key}`));
}

/** The nearest enclosing node that scopes a `const`: a block, a function's body, or the file. */
function scopeOf(node: ts.Node): ts.Node {
  let at: ts.Node = node.parent;
  while (!ts.isBlock(at) && !ts.isSourceFile(at) && !ts.isFunctionLike(at)) at = at.parent;
  return at;
}

const contains = (outer: ts.Node, inner: ts.Node) => inner.pos >= outer.pos && inner.end <= outer.end;

/**
 * The message ids a module reads from the catalogue `MESSAGES` (the English tree given): `MESSAGES.ns.key`, through a
 * `const` that holds a namespace (`const C = MESSAGES.campCard; C.fee`) or takes keys from it (`const { a } = …`).
 * A namespace used any other way (passed on, exported, indexed by a value) counts as read whole.
 */
export function textsReadBy(file: string, source: string, english: Tree): Set<string> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const read = new Set<string>();
  const aliases: { name: string; keys: string[]; scope: ts.Node }[] = [];

  /** The property names a chain of accesses starting at `start` spells, and the outermost access. */
  const chainFrom = (start: ts.Node) => {
    const keys: string[] = [];
    let top: ts.Node = start;
    for (;;) {
      const parent = top.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === top) keys.push(parent.name.text);
      else if (ts.isElementAccessExpression(parent) && parent.expression === top) {
        if (!ts.isStringLiteralLike(parent.argumentExpression)) break;
        keys.push(parent.argumentExpression.text);
      } else break;
      top = parent;
    }
    return { keys, top };
  };

  const record = (prefixKeys: readonly string[], start: ts.Node) => {
    const chain = chainFrom(start);
    const { node, keys } = walk(english, [...prefixKeys, ...chain.keys]);
    const id = keys.join(".");
    if (keys.length === 0) return;
    if (isLeaf(node)) {
      read.add(id);
      return;
    }
    // A namespace (or part of one) used as a whole: what does the module do with it?
    let used: ts.Node = chain.top;
    // Reached through fewer accesses than the chain spells (e.g. `.length` of a leaf) is handled above; here the
    // chain ended on the namespace itself.
    while (ts.isParenthesizedExpression(used.parent) || ts.isAsExpression(used.parent)) used = used.parent;
    const declaration = used.parent;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer === used) {
      const statement = declaration.parent.parent;
      const exported =
        ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (ts.isIdentifier(declaration.name) && !exported) {
        aliases.push({ name: declaration.name.text, keys, scope: scopeOf(declaration) });
        return;
      }
      if (ts.isObjectBindingPattern(declaration.name)) {
        for (const element of declaration.name.elements) {
          const key = (element.propertyName ?? element.name).getText(sf);
          if (element.dotDotDotToken || !(typeof node === "object" && node !== null && key in node)) {
            idsUnder(node, id).forEach((each) => read.add(each));
            continue;
          }
          idsUnder((node as Tree)[key], `${id}.${key}`).forEach((each) => read.add(each));
        }
        return;
      }
    }
    idsUnder(node, id).forEach((each) => read.add(each));
  };

  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === "MESSAGES" && !ts.isImportSpecifier(node.parent)) record([], node);
    ts.forEachChild(node, visit);
  };
  visit(sf);

  // Reads through the aliases: the innermost alias of that name whose scope holds the use.
  const visitAliases = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) {
      const alias = aliases
        .filter((a) => a.name === node.text && contains(a.scope, node))
        .sort((a, b) => b.scope.pos - a.scope.pos)[0];
      const isPropertyName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
      if (alias && !isPropertyName) record(alias.keys, node);
    }
    ts.forEachChild(node, visitAliases);
  };
  if (aliases.length > 0) visitAliases(sf);
  return read;
}

/** A module loaded lazily with parts of the catalogue: `withTexts(import("./x"), "pages", "admin")`. */
export interface LazyWithTexts {
  /** Where the call is, as `file:line`. */
  at: string;
  module: string;
  parts: string[];
}

/** Every `withTexts(import(…), …parts)` in these files. */
export function lazyModulesWithTexts(files: readonly string[]): LazyWithTexts[] {
  const found: LazyWithTexts[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "withTexts") {
        const [loaded, ...parts] = node.arguments;
        const specifier =
          loaded && ts.isCallExpression(loaded) && loaded.expression.kind === ts.SyntaxKind.ImportKeyword
            ? loaded.arguments[0]
            : undefined;
        const module =
          specifier && ts.isStringLiteral(specifier)
            ? resolveModule(path.resolve(path.dirname(file), specifier.text))
            : undefined;
        if (module) {
          const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({ at: `${file}:${line}`, module, parts: parts.filter(ts.isStringLiteral).map((p) => p.text) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}
