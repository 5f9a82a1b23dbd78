import { MESSAGES } from "../messages.ts";

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

/** A text of a messages tree (MESSAGES or a localized one) by its dotted id; undefined for a function or no such id. */
export function textAt(tree: object, id: string): string | undefined {
  let node: unknown = tree;
  for (const part of id.split(".")) node = typeof node === "object" && node !== null ? (node as Tree)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
