export * from "./locales.ts";
export * from "./localized-messages.ts";
export { flattenMessages, textAt } from "./flatten.ts";
export { REFUSAL_MESSAGE_IDS } from "./message-params.ts";
export { CATALOG_PARTS, type CatalogPart, catalogPart, catalogPartIds } from "./catalog-parts.ts";
