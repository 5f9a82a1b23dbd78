import { MESSAGES } from "../messages.ts";
import { ICU_BY_HAND } from "./icu-by-hand.ts";

type Leaf = string | ((...args: never[]) => string);
type Tree = { readonly [key: string]: Leaf | Tree };

/** Every message of the tree by its dotted id (`camps.noCampsFound`), in declaration order. */
export function flattenMessages(tree: Tree = MESSAGES as unknown as Tree, prefix = ""): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object") for (const [k, v] of flattenMessages(value, id)) out.set(k, v);
    else out.set(id, value);
  }
  return out;
}

/** A function message's parameter names, read from its source (`(label, max) => …`). */
export function parameterNames(fn: (...args: never[]) => string): string[] {
  const source = fn.toString();
  const list = /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? "";
  return list
    .split(",")
    .map((p) => p.replace(/[=?:].*$/s, "").trim())
    .filter(Boolean);
}

/** ICU text for literal text: braces quoted, an apostrophe doubled where ICU would read it as a quote. */
function escapeIcu(text: string): string {
  return text.replace(/'(?=[{}#|'])/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

/**
 * The English catalogue (ICU MessageFormat, ids = dotted keys), written from MESSAGES: strings as they are,
 * template functions with their parameters as `{name}` arguments, and the few functions with logic (plurals,
 * optional parts) from ICU_BY_HAND. english-catalog.test.ts formats every entry back and compares it with MESSAGES.
 */
export function englishCatalog(): { messages: Record<string, string>; params: Record<string, string[]> } {
  const messages: Record<string, string> = {};
  const params: Record<string, string[]> = {};
  for (const [id, value] of flattenMessages()) {
    if (typeof value === "string") {
      messages[id] = escapeIcu(value);
      continue;
    }
    const names = parameterNames(value);
    params[id] = names;
    const byHand = ICU_BY_HAND[id];
    if (byHand) {
      messages[id] = byHand;
      continue;
    }
    const marks = names.map((_, i) => `\u0001${i}\u0001`);
    const filled = (value as (...args: string[]) => string)(...marks);
    messages[id] = escapeIcu(filled).replace(/\u0001(\d+)\u0001/g, (_, i: string) => `{${names[Number(i)]}}`);
  }
  return { messages, params };
}

/** The source of src/i18n/message-params.ts. */
export function paramsModule(params: Record<string, string[]>): string {
  const rows = Object.entries(params).map(([id, names]) => `  "${id}": [${names.map((n) => `"${n}"`).join(", ")}],`);
  return [
    "// Written by `npm run i18n` from MESSAGES: each function message's parameter names, in order, as its ICU",
    "// arguments are named in the catalogues. Do not edit by hand.",
    "export const MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {",
    ...rows,
    "};",
    "",
  ].join("\n");
}
