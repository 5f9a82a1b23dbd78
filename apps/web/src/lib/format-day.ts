import { dateFormat } from "../i18n/intl";

/** A day, e.g. "Jun 14, 2026", in the reader's locale (a subscription's period, a payment's period). */
export const formatDay = (iso: string) => dateFormat({ dateStyle: "medium" }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD) in the language being read, the same day wherever it is read. */
export const formatCalendarDay = (iso: string): string =>
  dateFormat({ dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
