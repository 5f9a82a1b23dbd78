import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { keepSvgAsFile } from "./vite-assets.ts";
import { linguiCatalogs } from "./vite-lingui-catalogs.ts";

/**
 * The server-rendering build (ADR 019): the same components as the browser's, bundled with every package they use
 * into `dist/ssr/` (ES modules named .mjs, so they load as such from any directory, with no node_modules beside
 * them). The server imports `entry-server.mjs` at start; the web server never serves this directory.
 */
export default defineConfig({
  plugins: [react(), linguiCatalogs()],
  // React's production build: the server renders with it whatever NODE_ENV the process has.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/ssr/entry-server.tsx",
    // The same pictures' addresses as the browser's build, so a page hydrates into the HTML the server rendered.
    assetsInlineLimit: keepSvgAsFile,
    outDir: "dist/ssr",
    emptyOutDir: true,
    rollupOptions: {
      output: { entryFileNames: "entry-server.mjs", chunkFileNames: "[name]-[hash].mjs" },
    },
  },
});
