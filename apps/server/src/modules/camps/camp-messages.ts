import type { MessageCatalog } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import { type CalendarCamp, placeOf } from "../calendar/index.ts";
import type { CampSummary } from "../mail/templates/camp-facts.ts";
import type { TemplateName, TemplateProps } from "../mail/index.ts";
import { type Notice, type Notifier, type Recipient, recipientsOf } from "../notifications/index.ts";
import { campForNotices } from "./repository.ts";

/** What a message says about a camp. */
type CampFields = Pick<
  CalendarCamp,
  "id" | "title" | "startsAt" | "endsAt" | "timezone" | "venue" | "address" | "city" | "country"
>;

/** A camp as its messages carry it (plain JSON for the outbox). */
export const summaryOf = (camp: CampFields): CampSummary => ({
  id: camp.id,
  title: camp.title,
  startsAt: camp.startsAt?.toISOString() ?? null,
  endsAt: camp.endsAt?.toISOString() ?? null,
  timezone: camp.timezone,
  place: placeOf(camp) ?? null,
});

/** The camp's page, where its in-app notices lead. */
export const campLink = (campId: string) => `/meal/${campId}`;

/** A template and its props, checked against each other. */
export const mailOf = <N extends TemplateName>(template: N, props: TemplateProps<N>) =>
  ({ template, props }) as unknown as Notice["mail"];

/** The props every message about a camp starts from: whom it greets, the links' origin and the camp. */
export const campMailProps = (to: Recipient, baseUrl: string, camp: CalendarCamp) => ({
  name: to.name,
  baseUrl,
  camp: summaryOf(camp),
});

/** The users of the list that still exist, and the camp, read in the transaction; null when there is nobody to tell. */
export async function campAudience(tx: Tx, campId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return null;
  const [camp, people] = [await campForNotices(tx, campId), await recipientsOf(tx, userIds)];
  return camp ? { camp, people } : null;
}

/**
 * A notice about a camp as a text message (modules/sms): what `say` writes in the reader's language about the camp,
 * whose title is cut with "…" where the whole text would take more than two segments.
 */
export const campText = (
  kind: "request-notice" | "camp-notice",
  camp: { title: string },
  say: (messages: MessageCatalog, title: string) => string,
): NonNullable<Notice["text"]> => ({ kind, name: camp.title, write: say });

/** What one kind of notice about a camp says: its topic, its in-app text, each recipient's e-mail, and its text. */
export type CampNoticeOf = (
  camp: CalendarCamp,
) => Pick<Notice, "topic" | "inApp" | "text"> & { mail: (to: Recipient) => Notice["mail"] };

/** One notice of the same kind to each of the users about the camp, in the transaction of the change. */
export async function tellAboutCamp(
  notifier: Notifier,
  tx: Tx,
  campId: string,
  userIds: readonly string[],
  what: CampNoticeOf,
) {
  const found = await campAudience(tx, campId, userIds);
  if (!found) return;
  const { topic, inApp, mail, text } = what(found.camp);
  await notifier.send(
    tx,
    [...found.people.values()].map((to) => ({ to, topic, inApp, mail: mail(to), ...(text ? { text } : {}) })),
  );
}
