const DAY_MS = 86_400_000;

/** `months` calendar months after `from` in UTC, the day clamped to the month's last (31 Jan + 1 month: 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const moved = new Date(from.getTime());
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

export interface Period {
  startsAt: Date;
  endsAt: Date;
}

/** A one-month period starting at `start`. */
export const monthFrom = (start: Date): Period => ({ startsAt: start, endsAt: addMonths(start, 1) });

/**
 * The period after one that ended at `endsAt`: it starts there, so renewals keep their day of the month. A renewal
 * found more than a month late (every instance was down) starts now instead of charging for months gone by.
 */
export function nextPeriod(endsAt: Date, now: Date): Period {
  const next = monthFrom(endsAt);
  return next.endsAt > now ? next : monthFrom(now);
}

export interface UpgradeCharge {
  cents: number;
  /** Whole days left of the period, counting a day begun (at least 1). */
  daysLeft: number;
  periodDays: number;
}

/**
 * An upgrade's charge (ADR 016): the monthly price difference for the whole days left of the current period,
 * `(to − from) × daysLeft / periodDays`, rounded to the cent. Counting whole days keeps a quote the same all day, so
 * the checkout's amount does not move while the camper types their card.
 */
export function upgradeCharge(fromPrice: number, toPrice: number, period: Period, now: Date): UpgradeCharge {
  const periodDays = Math.max(1, Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / DAY_MS));
  const daysLeft = Math.min(periodDays, Math.max(1, Math.ceil((period.endsAt.getTime() - now.getTime()) / DAY_MS)));
  const cents = Math.round(((toPrice - fromPrice) * 100 * daysLeft) / periodDays);
  return { cents, daysLeft, periodDays };
}

export const daysToMs = (days: number) => days * DAY_MS;

/**
 * The end of a newly published camp's priority window (issue 20): `hours` from `now`, or the camp's start if that
 * comes first; null when there is no window (0 hours, or a camp that has already started).
 */
export function priorityWindowEnd(now: Date, hours: number, startsAt: Date | null): Date | null {
  if (hours <= 0) return null;
  const end = new Date(now.getTime() + hours * 3_600_000);
  const until = startsAt && startsAt < end ? startsAt : end;
  return until > now ? until : null;
}
