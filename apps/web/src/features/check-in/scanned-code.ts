import { normaliseTicketCode } from "@medcamp/contract";

/**
 * The ticket code in what was typed or scanned: the code itself (dashes and spaces allowed), or a link that carries
 * it (its `code` parameter or its last path segment), normalised as the server stores it.
 */
export function scannedTicketCode(text: string): string {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      const fromLink = url.searchParams.get("code") ?? url.pathname.split("/").filter(Boolean).pop() ?? "";
      return normaliseTicketCode(decodeURIComponent(fromLink));
    } catch {
      // Not a link after all: read it as a code.
    }
  }
  return normaliseTicketCode(trimmed);
}
