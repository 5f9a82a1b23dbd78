import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildWeb } from "./build-web.ts";
import { repoRoot } from "./paths.ts";

/** What a build of apps/web is made of: its sources, the contract's, its configs and the installed packages. */
const WEB_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/package.json",
  "packages/contract/src",
  "packages/contract/locales",
  "package-lock.json",
  // How it is built (the NODE_ENV of each build).
  "e2e/harness/build-web.ts",
];
const CACHE_DIR = path.join(repoRoot, "node_modules", ".cache", "medcamp-e2e-web");
/** Builds kept: the newest few, so switching between two branches does not rebuild each time. */
const KEEP = 3;

/**
 * The web app built from the current sources (both vite builds, ADR 019), reused while no input changed: a run
 * after an edit to the server or a test builds nothing (about a minute less per run on a 2-core machine). The
 * build is keyed by a digest of every input file's path and content, so a changed file always builds anew;
 * E2E_FRESH_BUILD=1 skips the cache. A build is published only once complete (written aside, then renamed).
 */
export async function cachedWebBuild(): Promise<string> {
  const key = inputsDigest();
  const dir = path.join(CACHE_DIR, key);
  if (!process.env.E2E_FRESH_BUILD && fs.existsSync(path.join(dir, "ssr"))) {
    fs.utimesSync(dir, new Date(), new Date());
    return dir;
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = fs.mkdtempSync(path.join(CACHE_DIR, `building-${key}-`));
  try {
    await buildWeb(partial);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  pruneOldBuilds();
  return dir;
}

/** The build's own configs and plugins (apps/web/vite*.ts): a change to one changes every chunk it writes. */
const viteConfigs = () =>
  fs
    .readdirSync(path.join(repoRoot, "apps", "web"))
    .filter((name) => /^vite[.-].*\.ts$/.test(name))
    .sort()
    .map((name) => path.join("apps", "web", name));

function inputsDigest(): string {
  const hash = createHash("sha256");
  for (const input of [...WEB_INPUTS, ...viteConfigs()]) {
    for (const file of filesUnder(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
}

function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function pruneOldBuilds(): void {
  const builds = fs
    .readdirSync(CACHE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("building-"))
    .map((entry) => ({
      dir: path.join(CACHE_DIR, entry.name),
      at: fs.statSync(path.join(CACHE_DIR, entry.name)).mtimeMs,
    }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEEP)) fs.rmSync(old.dir, { recursive: true, force: true });
}
