import type { Page } from "playwright-core";

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum): 24 × 24 CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * Interactive elements smaller than `min` × `min` px, described as `tag "name" (w×h)`. Counted: links, buttons,
 * form fields, summaries, tabs and anything focusable that is rendered and visible. Exempt, as in SC 2.5.8: links
 * inline in a sentence (an inline `<a>` whose block holds more text than the link), disabled controls, and
 * visually hidden ones (the skip link until it is focused).
 */
export async function smallTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=tab]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const blockOf = (el: Element) => {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return block;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const own = (el.textContent ?? "").trim().length;
      return ((blockOf(el)?.textContent ?? "").trim().length ?? 0) > own;
    };
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[inert]")) continue;
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if ((el as HTMLButtonElement).disabled || inSentence(el)) continue;
      if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      problems.push(`${el.tagName.toLowerCase()} "${name}" (${Math.round(rect.width)}×${Math.round(rect.height)})`);
    }
    return problems;
  }, min);
}

/**
 * Tables a phone cannot read: a table wider than the viewport must scroll inside its own box (an `overflow-x`
 * auto/scroll ancestor that fits the viewport), and no cell may cut its text off or shrink it under 14 px.
 */
export async function unreadableTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fits = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= width + 0.5;
    const scrollBox = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === "auto" || overflowX === "scroll") return parent;
      }
      return null;
    };
    const problems: string[] = [];
    document.querySelectorAll("table").forEach((table, index) => {
      const label = `table ${index + 1}`;
      const box = scrollBox(table);
      if (!fits(table.getBoundingClientRect()) && !(box && fits(box.getBoundingClientRect()))) {
        problems.push(`${label} is wider than the screen and has no scroll box of its own`);
      }
      table.querySelectorAll("th, td").forEach((cell) => {
        const text = (cell.textContent ?? "").trim().slice(0, 30);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label}: cell "${text}" cuts its content off`);
        if (Number.parseFloat(getComputedStyle(cell).fontSize) < 14) problems.push(`${label}: cell "${text}" < 14 px`);
      });
    });
    return problems;
  });
}
