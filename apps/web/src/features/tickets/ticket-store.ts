import { ticketSchema } from "@medcamp/contract";
import { z } from "zod";
import { SAVED_TICKET_KEY_PREFIX } from "./forget-saved-tickets";

/**
 * The tickets this device has shown (issue 21), kept in localStorage so a ticket opened once online can still be
 * shown with no network: the service worker never answers API reads from a cache.
 */
const savedTicketSchema = ticketSchema.extend({
  campTitle: z.string().optional(),
  /** The camp's dates and place as the page wrote them. */
  campDates: z.string().optional(),
  campPlace: z.string().optional(),
  camperName: z.string().optional(),
  /** When this copy was saved (ISO). */
  savedAt: z.string(),
});
export type SavedTicket = z.infer<typeof savedTicketSchema>;

const keyOf = (requestId: string) => `${SAVED_TICKET_KEY_PREFIX}${requestId}`;

/** The copy saved for this request, or null when there is none (or it cannot be read). */
export function readSavedTicket(requestId: string): SavedTicket | null {
  try {
    const text = localStorage.getItem(keyOf(requestId));
    if (text === null) return null;
    const parsed = savedTicketSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves what the page shows; a field this visit could not learn (the camp's dates) keeps its earlier value. */
export function saveTicket(requestId: string, ticket: SavedTicket): void {
  const previous = readSavedTicket(requestId);
  const defined = Object.fromEntries(Object.entries(ticket).filter(([, value]) => value !== undefined));
  try {
    localStorage.setItem(keyOf(requestId), JSON.stringify({ ...previous, ...defined }));
  } catch {
    // Storage full or switched off: the ticket still shows now, it just will not be there offline.
  }
}

export function forgetSavedTicket(requestId: string): void {
  try {
    localStorage.removeItem(keyOf(requestId));
  } catch {
    // Storage switched off: nothing was saved.
  }
}

export { forgetSavedTickets } from "./forget-saved-tickets";
