import { fileURLToPath } from "node:url";

/** The repository root (the e2e folder's parent). */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Where failed tests leave their full-page screenshots. */
export const screenshotDir = fileURLToPath(new URL("../../test-results/e2e-screenshots/", import.meta.url));
