import fs from "node:fs";
import path from "node:path";
import { serverRoot } from "../server-root.ts";

/**
 * The 10,000 most common passwords, lower-cased (scripts/generate-common-passwords.mjs writes the file from
 * @zxcvbn-ts/language-common, MIT). Read from the server's root so it is found from src/ and from the bundle in dist/.
 */
export const COMMON_PASSWORDS_FILE = path.join(serverRoot, "src", "auth", "common-passwords.txt");

/** The passwords of a list file: its `#` header ends at the first empty line, then one password a line. */
export function parseCommonPasswords(text: string): Set<string> {
  const lines = text.split(/\r?\n/);
  const start = lines.indexOf("") + 1;
  return new Set(lines.slice(start).filter((line) => line !== ""));
}

let loaded: ReadonlySet<string> | undefined;

/** The shipped list, read once (about 80 KB, a millisecond) and kept. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= parseCommonPasswords(fs.readFileSync(COMMON_PASSWORDS_FILE, "utf8"));
  return loaded;
}

/**
 * Whether a password is on the list, whatever its case (the product's rule forces a capital, so `Password` must
 * match `password`), after the same NFKC normalization the hash uses (auth/password.ts).
 */
export function isCommonPassword(password: string, list: ReadonlySet<string> = commonPasswords()): boolean {
  return list.has(password.normalize("NFKC").toLowerCase());
}
