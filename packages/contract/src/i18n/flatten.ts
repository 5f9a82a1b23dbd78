import { MESSAGES } from "../messages.ts";
import { flattenTree, type MessageTree } from "./message-tree.ts";

export { flattenTree, type MessageTree };

/** Every message of the tree (MESSAGES unless given) by its dotted id (`camps.noCampsFound`), in declaration order. */
export function flattenMessages(tree: MessageTree = MESSAGES as unknown as MessageTree) {
  return flattenTree(tree);
}

/** A text of a messages tree (MESSAGES or a localized one) by its dotted id; undefined for a function or no such id. */
export function textAt(tree: object, id: string): string | undefined {
  let node: unknown = tree;
  for (const part of id.split("."))
    node = typeof node === "object" && node !== null ? (node as MessageTree)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
