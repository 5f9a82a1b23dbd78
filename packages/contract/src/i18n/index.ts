export * from "./locales.ts";
export * from "./localized-messages.ts";
export { flattenMessages, textAt } from "./flatten.ts";
export { flattenTree, type MessageTree } from "./message-tree.ts";
export { MESSAGE_PARAMS, REFUSAL_MESSAGE_IDS } from "./message-params.ts";
export {
  CATALOG_PARTS,
  type CatalogPart,
  catalogPart,
  catalogPartIds,
  catalogPartTree,
  TRANSLATION_CHUNKS,
  type TranslationChunk,
  translationChunkIds,
  translationChunkOf,
} from "./catalog-parts.ts";
