import fs from "node:fs";

/** Debian's Chromium (architecture.md §2.1 pitfall 7); nothing downloads a browser of its own. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Debian's headless build of the same Chromium (package chromium-headless-shell): the browser tests' default. */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the browser tests drive (ADR 023): `E2E_CHROMIUM` when set, else Debian's headless shell when it is
 * installed (the same engine and version without the desktop browser around it: about half the processor time per
 * page on a 2-core machine), else the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Flags for a headless Chromium on a machine with a closed network and no GPU. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
