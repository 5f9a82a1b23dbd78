import { dateFormat } from "../i18n/intl";

/** A day, e.g. "Jun 14, 2026", in the reader's locale (a subscription's period, a payment's period). */
export const formatDay = (iso: string) => dateFormat({ dateStyle: "medium" }).format(new Date(iso));
