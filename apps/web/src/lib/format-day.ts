/** A day, e.g. "Jun 14, 2026", in the reader's locale (a subscription's period, a payment's period). */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
