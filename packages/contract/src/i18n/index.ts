export * from "./locales.ts";
export * from "./localized-messages.ts";
