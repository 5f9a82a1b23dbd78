import { z } from "zod";
import type { PackageName } from "../constants.ts";

/** The admin overview's key figures (issue 23): now, over every camp that has not started yet. */
export const overviewFiguresSchema = z.object({
  /** Camps that start after now. */
  upcomingCamps: z.number().int(),
  /** Seats held (pending or booked) and seats offered, over upcoming camps with a capacity. */
  seatsTaken: z.number().int(),
  seatsOffered: z.number().int(),
  /** seatsTaken ÷ seatsOffered as a whole percentage; null when no upcoming camp has a capacity. */
  seatsFilledPercent: z.number().int().nullable(),
  /** Join requests waiting to be served (Book or Decline), over every camp. */
  pendingRequests: z.number().int(),
  /** People on the waitlists of upcoming camps. */
  waitlisted: z.number().int(),
  /** Dollars paid since the first of this month (UTC). */
  revenueThisMonth: z.number(),
});
export type OverviewFigures = z.infer<typeof overviewFiguresSchema>;

/** Join requests made on one UTC day. */
export const requestsPerDaySchema = z.object({ day: z.string(), requests: z.number().int() });

/** Dollars paid in one UTC month (`YYYY-MM`), per package. */
export const revenuePerMonthSchema = z.object({
  month: z.string(),
  packages: z.object({ Platinum: z.number(), Gold: z.number(), Silver: z.number() }) satisfies z.ZodType<
    Record<PackageName, number>
  >,
});

/** One of the next camps with a capacity: its seats held and the people waiting for one. */
export const campFillSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  waitlisted: z.number().int(),
});

/** One camp that has ended: the people who held a seat (expected) and those checked in. */
export const campAttendanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  expected: z.number().int(),
  checkedIn: z.number().int(),
});

/**
 * GET /api/admin/overview: the figures and the four charts' series — requests per day over the last 30 UTC days
 * (oldest first, today last), revenue per package per month over the last 12 months (this month last), the fill of
 * the next ten camps with a capacity (soonest first), and the attendance of the last ten camps that ended with seats
 * held (latest first).
 */
export const overviewSchema = z.object({
  figures: overviewFiguresSchema,
  requestsPerDay: z.array(requestsPerDaySchema),
  revenuePerMonth: z.array(revenuePerMonthSchema),
  nextCamps: z.array(campFillSchema),
  pastCamps: z.array(campAttendanceSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
