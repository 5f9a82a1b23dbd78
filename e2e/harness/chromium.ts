/** Debian's Chromium (architecture.md §2.1 pitfall 7); nothing downloads a browser of its own. */
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
