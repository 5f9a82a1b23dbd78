/**
 * Where the ticket page keeps its saved copies (ticket-store.ts). Apart from the store, so that logout (in the app
 * shell) can clear them without loading the store's schema.
 */
export const SAVED_TICKET_KEY_PREFIX = "medcamp.ticket.";

/** Removes every saved ticket (on logout: the next person on this device must not see them). */
export function forgetSavedTickets(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(SAVED_TICKET_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage switched off: nothing was saved.
  }
}
