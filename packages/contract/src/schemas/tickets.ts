import { z } from "zod";

/** A ticket's standing (issue 21): `valid` while its request holds a seat; `revoked` once it is declined. */
export const TICKET_STATUSES = ["valid", "revoked"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket codes: 20 characters of Crockford's base32 (100 random bits), shown in groups of four. */
export const TICKET_CODE_LENGTH = 20;

export const ticketSchema = z.object({
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketParamsSchema = z.object({ requestId: z.uuid({ message: "id must be a valid id" }) });

/** "K7QF3M9D…" → "K7QF-3M9D-…", as the ticket page prints it. */
export const formatTicketCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/** What a person types or a scanner reads, as stored: dashes and spaces dropped, upper case, O→0 and I/L→1. */
export const normaliseTicketCode = (input: string) =>
  input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
