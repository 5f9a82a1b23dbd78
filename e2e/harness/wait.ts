/**
 * How long a browser test waits for the page, the server or the outbox to get where it expects: the default of every
 * `expect.poll` (vitest.config.ts) and of every Playwright wait (browser.ts), so a test passes no timeout of its own.
 * Roomy for a busy 2-core machine, and well inside a test's 60 s, leaving time for the failure's screenshot.
 */
export const WAIT_MS = 15_000;
