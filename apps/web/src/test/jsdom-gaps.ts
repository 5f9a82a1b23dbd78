import { vi } from "vitest";

/**
 * Fills what jsdom does not implement but the browser has: `matchMedia` and `scrollTo` (sweetalert2 uses them) and the modal
 * methods of `<dialog>` (opening sets `open`, closing clears it and fires `close`). setup-tests.ts calls it before
 * every web test; the browser tests cover the real behaviour (focus trap, Escape).
 */
export function fillJsdomGaps() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal("scrollTo", () => {});
  const dialog = HTMLDialogElement.prototype;
  if (!dialog.showModal) {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    dialog.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
}
