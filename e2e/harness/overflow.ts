import type { Page } from "playwright-core";

/**
 * The elements that stick out sideways past the viewport (or start left of it), described as
 * `tag#id.class "text"` with their box; an empty list means the page needs no sideways scrolling.
 *
 * Every rendered element counts, except those inside their own horizontal scroll container (an
 * `overflow-x: auto | scroll` ancestor, e.g. a table wrapper) that itself fits the viewport. Clipping ancestors
 * (`overflow: hidden | clip`) do not excuse an element: a clipped page hides content instead of fitting it.
 * Visually hidden screen-reader text (`sr-only`) shows nothing and is skipped. Also reports when the document
 * itself is wider than the viewport.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tolerance = 0.5;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`document is ${document.documentElement.scrollWidth}px wide, viewport ${width}px`);
    }
    const scrollsSideways = (el: Element) => {
      const overflowX = getComputedStyle(el).overflowX;
      return overflowX === "auto" || overflowX === "scroll";
    };
    const fits = (rect: DOMRect) => rect.left >= -tolerance && rect.right <= width + tolerance;
    const insideOwnScroller = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent) && fits(parent.getBoundingClientRect())) return true;
      }
      return false;
    };
    const describe = (el: Element, rect: DOMRect) => {
      const id = el.id ? `#${el.id}` : "";
      const classes =
        typeof el.className === "string" && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${classes} "${text}" [${Math.round(rect.left)}..${Math.round(rect.right)}]`;
    };
    // A box mid-animation (a toast zooming in) is measured while it moves, not where it settles: skipped here.
    const moving = document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.target : null))
      .filter((target): target is Element => target !== null);
    const midAnimation = (el: Element) => moving.some((target) => target.contains(el));
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(rect)) continue;
      if (midAnimation(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "contents") continue;
      // Visually hidden text for screen readers (`sr-only`): a clipped 1 px box that shows nothing.
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (insideOwnScroller(el)) continue;
      problems.push(describe(el, rect));
    }
    return problems;
  });
}

/**
 * Elements that scroll sideways: the document, or any element whose content is wider than its box and that lets
 * it scroll (`overflow-x: auto | scroll`), described as `tag.class (content × box px)`. Empty: nothing needs a
 * sideways swipe.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`document (${root.scrollWidth} × ${root.clientWidth} px)`);
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const overflowX = getComputedStyle(el).overflowX;
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const classes = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 3).join(".") : "";
      found.push(`${el.tagName.toLowerCase()}.${classes} (${el.scrollWidth} × ${el.clientWidth} px)`);
    }
    return found;
  });
}
