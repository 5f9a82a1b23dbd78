#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle when they are missing or older than their sources, then
// runs the server (web + API on one port). Signals are passed on so the server can close its database cleanly.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((max, entry) => Math.max(max, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** Runs `args` with node in `cwd` when `output` is missing or older than any of `sources`. */
function buildIfStale(label, output, sources, cwd, args, env = {}) {
  const builtAt = newestMtime(output);
  if (builtAt > 0 && sources.every((source) => newestMtime(source) <= builtAt)) return;
  console.log(`Building ${label}…`);
  const build = spawnSync(process.execPath, args, {
    cwd: path.join(root, cwd),
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const contract = ["packages/contract/src", "packages/contract/package.json"];
buildIfStale(
  "the web app",
  "apps/web/dist/index.html",
  ["apps/web/src", "apps/web/public", "apps/web/index.html", ...contract],
  "apps/web",
  [path.join(root, "node_modules/vite/bin/vite.js"), "build"],
);
// The server-rendering bundle (ADR 019), built after the browser's (whose build empties dist/).
buildIfStale(
  "the server rendering of the web app",
  "apps/web/dist/ssr/entry-server.mjs",
  ["apps/web/src", "apps/web/dist/index.html", ...contract],
  "apps/web",
  [path.join(root, "node_modules/vite/bin/vite.js"), "build", "-c", "vite.ssr.config.ts"],
  // React's production runtime whatever NODE_ENV the shell has (its development JSX entry points are not in it).
  { NODE_ENV: "production" },
);
buildIfStale(
  "the server",
  "apps/server/dist/main.mjs",
  ["apps/server/src", "apps/server/package.json", ...contract],
  "apps/server",
  ["scripts/build.mjs"],
);

const server = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.mjs"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
