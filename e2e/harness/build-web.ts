import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./paths.ts";

/**
 * Builds apps/web into `outDir` (a directory of this run's own, so parallel runs never serve each other's
 * half-written files) so the server serves the current code, never a stale dist.
 * Output is kept quiet and only shown when the build fails.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const vite = path.join(repoRoot, "node_modules", "vite", "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: path.join(repoRoot, "apps", "web"),
    stdio: ["ignore", "pipe", "pipe"],
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
