import type { Page } from "playwright-core";
import { signInInBrowser } from "./accounts.ts";
import { openInApp } from "./api-routes.ts";
import { emptyListsSwitch } from "./empty-lists.ts";
import { type DemoCamps, type Role, type Screen, SEEN_AS } from "./screens.ts";

/**
 * Waits until nothing on the page is loading: no skeletons, spinners or busy regions, and no status line still
 * saying it is working ("Loading…", "Preparing payment…": the app ends those with an ellipsis).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.skeleton, .loading, [aria-busy="true"]') &&
      !Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent?.trim().endsWith("…")),
  );
}

/**
 * Opens a screen the way a person would reach it (a full page load; an empty variant from within the app, where the
 * empty-list stand-ins answer what a server-rendered page would otherwise hold already), waits for its level-1
 * heading and for loading to finish. Returns the heading text the screen was expected to show.
 */
export async function openScreen(page: Page, screen: Screen, camps: DemoCamps, empty: { set(on: boolean): void }) {
  empty.set(screen.empty === true);
  if (screen.empty) await openInApp(page, screen.path(camps));
  else await page.goto(screen.path(camps));
  if (screen.storage) {
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    }, screen.storage);
    await page.reload();
  }
  await page.getByRole("heading", { level: 1, name: screen.heading(camps), exact: true }).waitFor();
  await settled(page);
}

/** A page signed in as `role` (visitors stay signed out) with the empty-list stand-ins installed and off. */
export async function pageAs(page: Page, baseURL: string, role: Role) {
  if (role !== "visitor") await signInInBrowser(page, baseURL, SEEN_AS[role].email, SEEN_AS[role].password);
  return emptyListsSwitch(page);
}
