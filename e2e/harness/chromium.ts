/** Debian's Chromium (STACK.md gotcha 13); nothing downloads a browser of its own. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

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
