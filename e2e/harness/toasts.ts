import type { Locator, Page } from "playwright-core";

/** The toast (react-toastify) that says `text`. */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".Toastify").getByRole("alert").filter({ hasText: text });

export interface ToastLook {
  /** The toast's box relative to the viewport's top and right edges. */
  fromTop: number;
  fromRight: number;
  /** How long the toast stays (react-toastify runs its auto-close as the progress bar's CSS animation). */
  autoCloseMs: number;
}

/** Where a shown toast sits and how long it is set to stay. */
export async function toastLook(toastLocator: Locator): Promise<ToastLook> {
  return toastLocator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const bar = el.querySelector<HTMLElement>("[role=progressbar]");
    const duration = bar ? getComputedStyle(bar).animationDuration : "";
    const seconds = duration.endsWith("ms") ? Number.parseFloat(duration) / 1000 : Number.parseFloat(duration);
    return {
      fromTop: box.top,
      fromRight: document.documentElement.clientWidth - box.right,
      autoCloseMs: Math.round(seconds * 1000),
    };
  });
}
