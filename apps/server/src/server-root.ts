import fs from "node:fs";
import path from "node:path";

/**
 * The apps/server directory, found upwards from this module, so paths to the migrations and the web build hold
 * both when running from src/ (tsx, tests) and from the bundle in dist/.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
