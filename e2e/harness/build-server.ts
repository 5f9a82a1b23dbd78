import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.ts";

let built: Promise<string> | undefined;

/**
 * The server bundle `npm start` runs (apps/server/scripts/build.mjs), built from the current sources once per
 * process; MEDCAMP_SERVER_BUNDLE (set by the e2e global setup) reuses one.
 */
export function serverBundle(): Promise<string> {
  const given = process.env.MEDCAMP_SERVER_BUNDLE;
  if (given) return Promise.resolve(given);
  built ??= buildServer().then(({ bundle, remove }) => {
    process.once("exit", remove);
    return bundle;
  });
  return built;
}

/**
 * Builds a bundle into a directory of its own under apps/server/dist (so parallel runs never share one, and Node
 * still finds the packages in node_modules from there); `remove` deletes it.
 */
export async function buildServer(): Promise<{ bundle: string; remove: () => void }> {
  const distDir = path.join(repoRoot, "apps", "server", "dist");
  fs.mkdirSync(distDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(distDir, "run-"));
  const outfile = path.join(dir, "main.mjs");
  const child = spawn(process.execPath, ["scripts/build.mjs", outfile], {
    cwd: path.join(repoRoot, "apps", "server"),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  if (code !== 0) {
    remove();
    throw new Error(`Building the server failed (exit ${code}):\n${output}`);
  }
  return { bundle: outfile, remove };
}
