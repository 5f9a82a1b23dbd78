import { z } from "zod";
import { idSchema } from "./common.ts";

/** Most participants a roster carries (a camp's seat-holders). */
export const ROSTER_LIMIT = 5000;

/** How far ahead of the server's clock a device's scan time may be (clock skew); later is refused. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;

export const checkInSchema = z.object({
  id: z.string(),
  /** When the ticket was first scanned (the earliest scan wins, from any device). */
  at: z.string(),
  by: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const rosterEntrySchema = z.object({
  requestId: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  /** The ticket's code, for matching a scan on a device with no network. */
  code: z.string(),
  checkIn: checkInSchema.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** A camp's seat-holders (pending and delivered requests) for check-in, with the live count. */
export const rosterSchema = z.object({
  camp: z.object({ id: z.string(), title: z.string(), startsAt: z.string().nullable() }),
  participants: z.array(rosterEntrySchema),
  expected: z.number().int(),
  checkedIn: z.number().int(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** A scan, made online or queued on a device: `clientId` (made by the device) makes a replay harmless. */
export const checkInBodySchema = z.object({
  mealId: idSchema,
  code: z.string().trim().min(1).max(64),
  clientId: z.uuid({ message: "clientId must be a UUID" }),
  scannedAt: z.iso.datetime({ offset: true }),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/** What a scan did: a first check-in, or one that was already there (when, by whom). */
export const checkInResultSchema = z.object({
  result: z.enum(["checked_in", "already_checked_in"]),
  checkIn: checkInSchema,
  participant: z.object({ requestId: z.string(), name: z.string(), photo: z.string().nullable() }),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** A camp's attendance (issue 21): seat-holders expected, checked in, and after the camp's end the no-shows. */
export const attendanceSchema = z.object({
  expected: z.number().int(),
  checkedIn: z.number().int(),
  /** Expected but never checked in; null until the camp has ended (or for a camp with no dates). */
  noShow: z.number().int().nullable(),
});
export type Attendance = z.infer<typeof attendanceSchema>;
