import { type Overview, PACKAGE_NAMES, type PackageName } from "@medcamp/contract";
import type { Clock } from "../../lib/clock.ts";
import type { InsightRepository } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REQUEST_DAYS = 30;
export const REVENUE_MONTHS = 12;
export const CHART_CAMPS = 10;
/** Past camps further back than this are not looked for (keeps the attendance query bounded). */
const PAST_WINDOW_DAYS = 365;

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const utcMonth = (instant: Date) => instant.toISOString().slice(0, 7);
const monthStart = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The last `REQUEST_DAYS` UTC days, oldest first, each with its count (0 where there was none). */
function dailySeries(now: Date, rows: { day: string; requests: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, r.requests]));
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: REQUEST_DAYS }, (_, k) => {
    const day = utcDay(new Date(today - (REQUEST_DAYS - 1 - k) * DAY_MS));
    return { day, requests: byDay.get(day) ?? 0 };
  });
}

/** The last `REVENUE_MONTHS` UTC months, oldest first, each with every package's dollars (0 where none). */
function monthlySeries(now: Date, rows: { month: string; package: string; total: number }[]) {
  return Array.from({ length: REVENUE_MONTHS }, (_, k) => {
    const month = utcMonth(monthStart(now, REVENUE_MONTHS - 1 - k));
    const packages = Object.fromEntries(PACKAGE_NAMES.map((p) => [p, 0])) as Record<PackageName, number>;
    for (const row of rows) {
      if (row.month === month && row.package in packages) packages[row.package as PackageName] = cents(row.total);
    }
    return { month, packages };
  });
}

/** The admin overview (issue 23): key figures and four charts' series, each from one bounded aggregate query. */
export function createInsightService(repo: InsightRepository, clock: Clock) {
  return {
    async overview(): Promise<Overview> {
      const now = clock.now();
      const [upcoming, pendingRequests, perDay, perMonth, nextCamps, pastCamps] = await Promise.all([
        repo.upcoming(now),
        repo.pendingRequests(),
        repo.requestsPerDay(new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) - (REQUEST_DAYS - 1) * DAY_MS)),
        repo.revenuePerMonth(monthStart(now, REVENUE_MONTHS - 1)),
        repo.nextCamps(now, CHART_CAMPS),
        repo.pastCamps(now, new Date(now.getTime() - PAST_WINDOW_DAYS * DAY_MS), CHART_CAMPS),
      ]);
      const revenuePerMonth = monthlySeries(now, perMonth);
      const thisMonth = revenuePerMonth.at(-1)!.packages;
      return {
        figures: {
          upcomingCamps: upcoming.camps,
          seatsTaken: upcoming.taken,
          seatsOffered: upcoming.offered,
          seatsFilledPercent: upcoming.offered > 0 ? Math.round((upcoming.taken / upcoming.offered) * 100) : null,
          pendingRequests,
          waitlisted: upcoming.waitlisted,
          revenueThisMonth: cents(Object.values(thisMonth).reduce((sum, dollars) => sum + dollars, 0)),
        },
        requestsPerDay: dailySeries(now, perDay),
        revenuePerMonth,
        nextCamps: nextCamps.map((c) => ({
          id: c.id,
          title: c.title,
          startsAt: c.starts,
          capacity: c.capacity,
          seatsTaken: c.seats_taken,
          waitlisted: c.waitlist_count,
        })),
        pastCamps: pastCamps.map((c) => ({
          id: c.id,
          title: c.title,
          startsAt: c.starts,
          expected: c.expected,
          checkedIn: c.checked_in,
        })),
      };
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
