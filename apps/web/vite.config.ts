import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { keepSvgAsFile } from "./vite-assets.ts";
import { appChunk, appChunkCheck } from "./vite-chunks.ts";
import { catalogChunkName, linguiCatalogs } from "./vite-lingui-catalogs.ts";
import { pageStarter } from "./vite-page-start.ts";

/**
 * The installable app (issue 21, ADR 018): a Workbox service worker that precaches the app shell (the built HTML,
 * scripts, styles and icons) and nothing else. Page loads go to the network and fall back to the cached shell only
 * when there is none, so a page opened once keeps opening offline; /api requests are never routed through a cache
 * (ADR 018), so no signed-in answer is ever served stale. Offline data (the check-in roster and queue, a ticket)
 * is the pages' own, on the device.
 */
const pwa = VitePWA({
  registerType: "autoUpdate",
  injectRegister: "script-defer",
  includeAssets: ["favicon.svg"],
  manifest: {
    id: "/",
    name: "MedCamp",
    short_name: "MedCamp",
    description: "Find, join and run health camps — check-in keeps working with no network.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#4f46e5",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    // Camp photos and avatars are content, not the shell; the server-rendering bundle is the server's (ADR 019).
    // A language's catalogue (ADR 022) is fetched only by who chooses it, then kept for offline use (below).
    globIgnores: ["images/**", "ssr/**", "assets/lang-*.js"],
    navigateFallback: null,
    // "/" is a server-rendered page (ADR 019), not the precached shell: the precache must not answer it as
    // "/index.html"; it is a fallback only when the network fails (below).
    directoryIndex: null,
    runtimeCaching: [
      {
        // Content-hashed, so a cached copy is never stale.
        urlPattern: ({ url }) => /^\/assets\/lang-[^/]+\.js$/.test(url.pathname),
        handler: "CacheFirst",
        options: { cacheName: "medcamp-languages", expiration: { maxEntries: 12 } },
      },
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/index.html" } },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), linguiCatalogs(), pageStarter(), tailwindcss(), pwa, appChunkCheck(import.meta.dirname)],
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    assetsInlineLimit: keepSvgAsFile,
    rollupOptions: {
      output: {
        codeSplitting: { groups: [appChunk(import.meta.dirname)] },
        // A language's chunks are named for it (lang-bn-main-…): the service worker leaves them out of its precache.
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId && catalogChunkName(chunk.facadeModuleId);
          return catalog ? `assets/${catalog}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
