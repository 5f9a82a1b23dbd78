import { spawn } from "node:child_process";
import { repoRoot } from "./paths.ts";

/**
 * Builds apps/web so the server serves the current code, never a stale dist.
 * Output is kept quiet and only shown when the build fails.
 */
export async function buildWeb(): Promise<void> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const child = spawn(npm, ["run", "build", "-w", "apps/web"], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`Building apps/web failed (exit ${code}):\n${output}`);
}
