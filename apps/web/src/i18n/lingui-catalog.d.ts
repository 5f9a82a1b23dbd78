// A chunk of a language's catalogue, compiled at build time by vite-lingui-catalogs.ts (ADR 022): its messages in the
// order of translationChunkIds(chunk), without their ids.
declare module "virtual:lingui-catalog/*" {
  import type { Messages } from "@lingui/core";
  export const texts: Messages[string][];
}

// A part of English, as MESSAGES writes it (vite-lingui-catalogs.ts): the part's namespaces and messages only.
declare module "virtual:english-catalog/*" {
  import type { MessageTree } from "@medcamp/contract";
  export const texts: MessageTree;
}
