/**
 * Vite's `assetsInlineLimit` for both builds: an imported SVG (the camp and not-found pictures) stays a file the
 * browser fetches when a page shows it, instead of a data URL inside the JavaScript every visitor loads (issue 38).
 * Anything else keeps Vite's default (inlined under 4 KB).
 */
export const keepSvgAsFile = (file: string): boolean | undefined => (file.endsWith(".svg") ? false : undefined);
