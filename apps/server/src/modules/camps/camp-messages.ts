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

/** What one kind of notice about a camp says: its topic, its in-app text and each recipient's e-mail. */
export type CampNoticeOf = (
  camp: CalendarCamp,
) => Pick<Notice, "topic" | "inApp"> & { mail: (to: Recipient) => Notice["mail"] };

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
  const { topic, inApp, mail } = what(found.camp);
  await notifier.send(
    tx,
    [...found.people.values()].map((to) => ({ to, topic, inApp, mail: mail(to) })),
  );
}
