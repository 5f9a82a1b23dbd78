type Leaf = string | ((...args: never[]) => string);
/** A tree of messages: MESSAGES, a language's localized copy, or a part of either. */
export type MessageTree = { readonly [key: string]: Leaf | MessageTree };

/**
 * Every message of a tree by its dotted id (`camps.noCampsFound`), in declaration order. A module of its own: the
 * browser flattens its parts of the catalogue with it and loads nothing of MESSAGES.
 */
export function flattenTree(tree: MessageTree, prefix = ""): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object") for (const [k, v] of flattenTree(value, id)) out.set(k, v);
    else out.set(id, value);
  }
  return out;
}
