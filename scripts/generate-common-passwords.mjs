#!/usr/bin/env node
/**
 * Writes apps/server/src/auth/common-passwords.txt: the 10,000 most common passwords, taken in rank order from the
 * ranked dictionary of the npm package @zxcvbn-ts/language-common (MIT), NFKC-normalized, lower-cased, one a line,
 * without duplicates. The server refuses them as new passwords (auth/common-passwords.ts, docs/security.md).
 *
 * The package is fetched with `npm pack` into a temporary directory and is not a dependency of the project; its
 * version is pinned below so the file only changes when this script is changed. Needs `npm` and `tar`.
 *
 * Usage: node scripts/generate-common-passwords.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE = "@zxcvbn-ts/language-common";
const VERSION = "4.1.3";
const COUNT = 10_000;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "apps", "server", "src", "auth", "common-passwords.txt");

const work = mkdtempSync(join(tmpdir(), "medcamp-common-passwords-"));
try {
  execFileSync("npm", ["pack", `${PACKAGE}@${VERSION}`, "--pack-destination", work, "--silent"], {
    cwd: work,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack left no tarball in ${work}`);
  execFileSync("tar", ["xzf", tarball], { cwd: work });
  const manifest = JSON.parse(readFileSync(join(work, "package", "package.json"), "utf8"));
  const licence = readFileSync(join(work, "package", "LICENSE.txt"), "utf8").trim();
  /** @type {string[]} ranked, most common first */
  const ranked = JSON.parse(readFileSync(join(work, "package", "src", "passwords.json"), "utf8"));

  const passwords = new Set();
  for (const entry of ranked) {
    const password = entry.normalize("NFKC").toLowerCase();
    if (password === "" || /[\r\n]/.test(password)) continue;
    passwords.add(password);
    if (passwords.size === COUNT) break;
  }
  if (passwords.size !== COUNT) throw new Error(`only ${passwords.size} distinct passwords in ${PACKAGE}`);

  const header = [
    `The ${COUNT.toLocaleString("en")} most common passwords, most common first: the ranked dictionary`,
    `src/passwords.json of the npm package ${manifest.name} ${manifest.version} (licence ${manifest.license}),`,
    "NFKC-normalized, lower-cased, without duplicates. Written by scripts/generate-common-passwords.mjs;",
    "do not edit by hand. This header ends at the first empty line; then one password a line.",
    "",
    `Licence of ${manifest.name} (${manifest.homepage}):`,
    "",
    ...licence.split(/\r?\n/),
  ].map((line) => (line ? `# ${line}` : "#"));
  writeFileSync(OUT, `${header.join("\n")}\n\n${[...passwords].join("\n")}\n`);
  console.log(`wrote ${passwords.size} passwords to ${OUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
