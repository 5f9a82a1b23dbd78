#!/usr/bin/env node
// Bundles the server's own TypeScript (and the contract package) into dist/main.mjs (plus chunks for what is loaded
// only when configured, e.g. Stripe); npm packages stay external. Node then loads plain JavaScript at start instead of compiling every file through tsx's hooks,
// which more than halves the start-up (docs/performance.md). Usage: node scripts/build.mjs [outfile]
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const serverDir = path.resolve(import.meta.dirname, "..");
const outfile = path.resolve(process.argv[2] ?? path.join(serverDir, "dist", "main.mjs"));
const entry = path.basename(outfile, ".mjs");
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8"));

await build({
  entryPoints: {
    [entry]: path.join(serverDir, "src", "main.ts"),
    // PGlite's thread (src/db/pglite-thread/client.ts starts it from beside the bundle).
    "pglite-worker": path.join(serverDir, "src", "db", "pglite-thread", "worker.ts"),
  },
  outdir: path.dirname(outfile),
  outExtension: { ".js": ".mjs" },
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // The workspace's TypeScript (server and contract) is bundled; every npm package is loaded from node_modules.
  external: Object.keys(dependencies).filter((name) => name !== "@medcamp/contract"),
  logLevel: "warning",
});
