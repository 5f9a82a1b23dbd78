// A language's catalogue, compiled at build time by vite-lingui-catalogs.ts (ADR 022).
declare module "virtual:lingui-catalog/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
