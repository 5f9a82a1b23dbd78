import type { Page } from "playwright-core";

/** Starts recording the page's console errors and uncaught exceptions; read the returned array later. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

/** The recorded errors that are Content Security Policy violations. */
export function cspViolations(errors: readonly string[]): string[] {
  return errors.filter((text) => /Content Security Policy/i.test(text));
}
