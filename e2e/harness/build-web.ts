import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./paths.ts";

/**
 * Builds apps/web into `outDir` (a directory of this run's own, so parallel runs never serve each other's
 * half-written files) so the server serves the current code, never a stale dist.
 * Output is kept quiet and only shown when the build fails.
 */
export async function buildWeb(outDir: string): Promise<void> {
  // The production React the product ships, whatever NODE_ENV the test runner set (vitest sets "test", and Vite
  // builds React's development runtime for any NODE_ENV but production: slower, and not what people run).
  await viteBuild(["--outDir", outDir, "--emptyOutDir"], { NODE_ENV: "production" });
  // The server-rendering bundle (ADR 019) goes into the same directory, where the server looks for it.
  // A production build whatever NODE_ENV the test runner set: its React runtime has no development JSX entry points.
  await viteBuild(["-c", "vite.ssr.config.ts", "--outDir", path.join(outDir, "ssr"), "--emptyOutDir"], {
    NODE_ENV: "production",
  });
}

async function viteBuild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const vite = path.join(repoRoot, "node_modules", "vite", "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", ...args], {
    cwd: path.join(repoRoot, "apps", "web"),
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`Building apps/web failed (exit ${code}):\n${output}`);
}
