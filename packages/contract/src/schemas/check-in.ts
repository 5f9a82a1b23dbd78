import { z } from "zod";
import { idSchema } from "./common.ts";

/** Most participants a roster carries (a camp's seat-holders). */
export const ROSTER_LIMIT = 5000;

/** How far ahead of the server's clock a device's scan time may be (clock skew); later is refused. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A dated camp's check-in opens this long before it starts (arrivals the evening or morning before) and closes when it
 * ends (issue 37): a scan made outside is refused, so nobody is checked in ("Verified attendee") months ahead.
 */
export const CHECK_IN_OPENS_BEFORE_MS = 12 * 3_600_000;

/**
 * The longest a scan may wait on a device before it reaches the server (the longest camp, 10 days, offline from end to
 * end, and a few days to get back to a network); an older scan is refused. A camp without dates has no window, so
 * this and the clock skew are its only bounds.
 */
export const MAX_SCAN_DELAY_MS = 14 * 86_400_000;

/** Who checked a ticket in: the account, by id, with its e-mail and its role now (neither can be taken by a rename). */
export const checkInBySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(["admin", "staff"]),
});
export type CheckInBy = z.infer<typeof checkInBySchema>;

export const checkInSchema = z.object({
  id: z.string(),
  /** When the ticket was first scanned (the earliest scan wins, from any device, within the camp's check-in window). */
  at: z.string(),
  /** The name of who checked it in, as their account is named now (as it was named, once the account is deleted). */
  by: z.string(),
  /** Their account; null once it was deleted. */
  byUser: checkInBySchema.nullable(),
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
