import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { joinRequests } from "./camps.ts";

/**
 * A seat-holding join request's ticket (issue 21): an unguessable random code, issued once when first asked for. It
 * goes with its request: a cancelled request (deleted) takes it along, a declined one's status revokes it.
 */
export const tickets = pgTable("ticket", {
  requestId: uuid("request_id")
    .primaryKey()
    .references(() => joinRequests.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
});
