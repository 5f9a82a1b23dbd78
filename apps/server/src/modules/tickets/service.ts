import { SEAT_HOLDING_STATUSES, type Ticket } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import type { TicketsRepository } from "./repository.ts";

/** Requests that hold a seat, and so a working ticket. */
const SEATED: readonly string[] = SEAT_HOLDING_STATUSES;

export interface TicketViewer {
  id: string;
  role: string;
}

/**
 * Tickets (issue 21): a seat-holding request's ticket is issued the first time it is asked for and shown to its
 * camper, admins and the camp's staff. A declined request's ticket is `revoked`; a cancelled
 * request is gone, and its ticket with it. A waitlisted request has none yet.
 */
export function createTicketsService(
  repo: TicketsRepository,
  /** Admins, and the camp's staff (the staff module). */
  mayRunCamp: (viewer: TicketViewer, campId: string) => Promise<boolean>,
) {
  return {
    async ticket(requestId: string, viewer: TicketViewer): Promise<Ticket> {
      const request = await repo.request(requestId);
      const allowed = request && (request.userId === viewer.id || (await mayRunCamp(viewer, request.campId)));
      if (!request || !allowed) throw refuse("REQUEST_NOT_FOUND");
      if (SEATED.includes(request.status)) {
        return { code: request.code ?? (await repo.issue(requestId)), status: "valid" };
      }
      if (request.code) return { code: request.code, status: "revoked" };
      throw refuse("TICKET_NOT_ISSUED");
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
