#!/usr/bin/env node
// `npm run dev`: the API server in watch mode on :3000 and Vite on :5173 with /api proxied to it.
// Open http://localhost:5173.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { BASE_URL: "http://localhost:5173", ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
