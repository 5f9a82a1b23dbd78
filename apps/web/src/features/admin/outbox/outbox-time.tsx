import { formatMoment } from "../../../i18n/intl";

/** A moment of the outbox (written, sent) as a medium date and short time in the reader's language. */
export function OutboxTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMoment(iso)}</time>;
}
