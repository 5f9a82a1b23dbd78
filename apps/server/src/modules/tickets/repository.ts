import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { joinRequests, tickets } from "../../db/schema/index.ts";
import { inBatches } from "../../lib/sql-helpers.ts";
import { newTicketCode } from "./code.ts";

/**
 * The one place a ticket is issued (issue 21). Issues the tickets of these seat-holding requests that have none yet
 * and answers every one's code (request id → code), in the caller's transaction when it passes one (the one that
 * tells the campers, so the e-mail carries the code the ticket page shows). Concurrent first asks all answer the one
 * code stored. The codes issued come back from the insert; only requests that already had a ticket (or whose
 * concurrent first ask won) are read again, so a join batch's new seats cost one statement.
 */
export async function issueTickets(tx: Db | Tx, requestIds: readonly string[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const batch of inBatches([...new Set(requestIds)])) {
    const issued = await tx
      .insert(tickets)
      .values(batch.map((requestId) => ({ requestId, code: newTicketCode() })))
      .onConflictDoNothing({ target: tickets.requestId })
      .returning({ requestId: tickets.requestId, code: tickets.code });
    for (const row of issued) codes.set(row.requestId, row.code);
    const held = batch.filter((requestId) => !codes.has(requestId));
    if (held.length === 0) continue;
    const rows = await tx
      .select({ requestId: tickets.requestId, code: tickets.code })
      .from(tickets)
      .where(inArray(tickets.requestId, held));
    for (const row of rows) codes.set(row.requestId, row.code);
  }
  return codes;
}

/** Tickets of join requests (issue 21). */
export function createTicketsRepository(db: Db) {
  return {
    /** A request with whose it is, its camp, its status and its ticket if one was issued. */
    async request(requestId: string) {
      const [row] = await db
        .select({
          userId: joinRequests.userId,
          campId: joinRequests.campId,
          status: joinRequests.status,
          code: tickets.code,
        })
        .from(joinRequests)
        .leftJoin(tickets, eq(tickets.requestId, joinRequests.id))
        .where(eq(joinRequests.id, requestId))
        .limit(1);
      return row;
    },

    /** The request's ticket, issued now if it has none. */
    async issue(requestId: string): Promise<string> {
      return (await issueTickets(db, [requestId])).get(requestId)!;
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
