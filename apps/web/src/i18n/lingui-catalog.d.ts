// A part of a language's catalogue, compiled at build time by vite-lingui-catalogs.ts (ADR 022): its messages in the
// order of catalogPartIds(part), without their ids.
declare module "virtual:lingui-catalog/*" {
  import type { Messages } from "@lingui/core";
  export const texts: Messages[string][];
}
