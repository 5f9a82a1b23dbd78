import { dateFormat } from "../../../i18n/intl";

/** The device's calendar day (YYYY-MM-DD), `days` from today. */
export function dayFromToday(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar day (YYYY-MM-DD) in the language being read, the same day wherever it is read. */
export const formatDay = (iso: string): string =>
  dateFormat({ dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
