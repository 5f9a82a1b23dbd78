import { MESSAGES, SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { camps, joinRequests, users } from "../../db/schema/index.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { inBatches } from "../../lib/sql-helpers.ts";
import { calendarText, campEvent, icsFileName, isDated } from "../calendar/ics-document.ts";
import { type CalendarCamp, calendarCampColumns, placeOf } from "../calendar/index.ts";
import type { CampChange } from "../mail/templates/camp-updated.tsx";
import { type CampSummary, MY_REQUESTS_PATH } from "../mail/templates/camp-facts.ts";
import type { TemplateName, TemplateProps } from "../mail/index.ts";
import { notice, type Notice, type Notifier, type Recipient } from "../notifications/index.ts";
import { issueTickets } from "../tickets/index.ts";

export type { CampChange };

/** The statuses of a request that is still in play: it holds a seat or waits for one. */
const ACTIVE = [...SEAT_HOLDING_STATUSES, "waitlisted"];

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

/** The camp, read in the transaction (null when it is gone). */
export async function campForNotices(tx: Tx, campId: string): Promise<CalendarCamp | null> {
  const [camp] = await tx.select(calendarCampColumns).from(camps).where(eq(camps.id, campId));
  return camp ?? null;
}

/** The users to tell, by id, read in the transaction (`STATEMENT_BATCH` ids per query). */
export async function recipientsOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const found = new Map<string, Recipient>();
  for (const batch of inBatches([...new Set(userIds)])) {
    const rows = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, batch));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

const T = MESSAGES.campNotices;

const changedText = (changes: CampChange[]) =>
  changes.length > 1 ? T.changedBoth : changes[0] === "place" ? T.changedPlace : T.changedSchedule;

/** A request that holds a seat, and so a ticket. */
export interface SeatHolder {
  requestId: string;
  userId: string;
}

/** A join that was recorded: a seat held (pending) or a place in line. */
export interface JoinNotice extends SeatHolder {
  status: "pending" | "waitlisted";
  position?: number;
}

/**
 * What MedCamp tells campers about their join requests and the camps they joined (issue 19, docs/product.md "What
 * MedCamp tells people"). Every function runs in the transaction of the change that causes it, reads the camp and
 * the recipients there, and hands the notifier one batch: the notices exist exactly when the change commits. Every
 * e-mail telling a camper they hold a seat carries their ticket, issued (or read) in that same transaction.
 */
export function createCampNotices(notifier: Notifier, baseUrl: string, clock: Clock = systemClock) {
  const campLink = (campId: string) => `/meal/${campId}`;
  const common = (to: Recipient, camp: CalendarCamp) => ({ name: to.name, baseUrl, camp: summaryOf(camp) });
  /** A template and its props, checked against each other. */
  const mailOf = <N extends TemplateName>(template: N, props: TemplateProps<N>) =>
    ({ template, props }) as unknown as Notice["mail"];
  /** The seats' tickets as their e-mails carry them, by request id. */
  const ticketsOf = async (tx: Tx, requestIds: readonly string[]) => {
    const codes = await issueTickets(tx, requestIds);
    return (requestId: string) => {
      const code = codes.get(requestId);
      return code ? { ticket: { requestId, code } } : {};
    };
  };

  /** The users of the list that still exist, with the camp, or nothing to do. */
  async function audience(tx: Tx, campId: string, userIds: readonly string[]) {
    if (userIds.length === 0) return null;
    const [camp, people] = [await campForNotices(tx, campId), await recipientsOf(tx, userIds)];
    return camp ? { camp, people } : null;
  }

  /** One notice of the same kind to each of the users about the camp (in the transaction of the change). */
  async function tell(
    tx: Tx,
    campId: string,
    userIds: readonly string[],
    what: (camp: CalendarCamp) => Pick<Notice, "topic" | "inApp"> & { mail: (to: Recipient) => Notice["mail"] },
  ) {
    const found = await audience(tx, campId, userIds);
    if (!found) return;
    const { topic, inApp, mail } = what(found.camp);
    await notifier.send(
      tx,
      [...found.people.values()].map((to) => ({ to, topic, inApp, mail: mail(to) })),
    );
  }

  /** Everyone whose request for the camp is still in play: seat-holders and waiters. */
  async function activeCampers(tx: Tx, campId: string): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ userId: joinRequests.userId })
      .from(joinRequests)
      .where(and(eq(joinRequests.campId, campId), inArray(joinRequests.status, ACTIVE)));
    return rows.map((r) => r.userId);
  }

  return {
    /** Join requests received: "Request received" for a held seat, the waitlist position otherwise. */
    async joined(tx: Tx, campId: string, joins: readonly JoinNotice[]) {
      const found = await audience(
        tx,
        campId,
        joins.map((j) => j.userId),
      );
      if (!found) return;
      const { camp, people } = found;
      const ticketOf = await ticketsOf(
        tx,
        joins.filter((j) => j.status === "pending").map((j) => j.requestId),
      );
      const notices: Notice[] = [];
      for (const join of joins) {
        const to = people.get(join.userId);
        if (!to) continue;
        const waitlisted = join.status === "waitlisted";
        notices.push(
          notice({
            to,
            topic: "always",
            inApp: {
              kind: waitlisted ? "request-waitlisted" : "request-received",
              title: waitlisted ? T.waitlistedTitle(join.position ?? 0) : T.requestReceivedTitle,
              body: waitlisted ? T.waitlistedBody(camp.title) : T.requestReceivedBody(camp.title),
              link: campLink(campId),
            },
            mail: {
              template: "request-received",
              props: {
                ...common(to, camp),
                status: join.status,
                ...(join.position !== undefined ? { position: join.position } : {}),
                ...(waitlisted ? {} : ticketOf(join.requestId)),
              },
            },
          }),
        );
      }
      await notifier.send(tx, notices);
    },

    /** Waiters who just got a seat (and a ticket). */
    async promoted(tx: Tx, campId: string, seats: readonly SeatHolder[]) {
      if (seats.length === 0) return;
      const requestOf = new Map(seats.map((s) => [s.userId, s.requestId]));
      const ticketOf = await ticketsOf(tx, [...requestOf.values()]);
      await tell(tx, campId, [...requestOf.keys()], (camp) => ({
        topic: "always",
        inApp: {
          kind: "request-promoted",
          title: T.promotedTitle,
          body: T.promotedBody(camp.title),
          link: campLink(campId),
        },
        mail: (to) => mailOf("request-promoted", { ...common(to, camp), ...ticketOf(requestOf.get(to.id) ?? "") }),
      }));
    },

    /** An admin confirmed (served) the request; its ticket, and a dated camp's event as an .ics file, go with it. */
    async confirmed(tx: Tx, campId: string, { requestId, userId }: SeatHolder) {
      const found = await audience(tx, campId, [userId]);
      const to = found?.people.get(userId);
      if (!found || !to) return;
      const { camp } = found;
      const ticketOf = await ticketsOf(tx, [requestId]);
      const attachments = isDated(camp)
        ? [
            {
              filename: icsFileName(camp.title),
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: calendarText([campEvent(camp, { baseUrl, now: clock.now(), status: "CONFIRMED" })]),
            },
          ]
        : [];
      await notifier.send(tx, [
        notice({
          to,
          topic: "always",
          inApp: {
            kind: "request-confirmed",
            title: T.confirmedTitle,
            body: T.confirmedBody(camp.title),
            link: campLink(campId),
          },
          mail: {
            template: "request-confirmed",
            props: { ...common(to, camp), withCalendar: attachments.length > 0, ...ticketOf(requestId) },
            attachments,
          },
        }),
      ]);
    },

    /** An admin declined the request, with their reason when they gave one (issue 23). */
    declined: (tx: Tx, campId: string, userId: string, reason: string | null = null) =>
      tell(tx, campId, [userId], (camp) => ({
        topic: "always",
        inApp: {
          kind: "request-declined",
          title: T.declinedTitle,
          body: reason ? `${T.declinedBody(camp.title)} ${T.declinedReason(reason)}` : T.declinedBody(camp.title),
          link: MY_REQUESTS_PATH,
        },
        mail: (to) => mailOf("request-declined", { ...common(to, camp), ...(reason ? { reason } : {}) }),
      })),

    /** The camp's date, time zone or place changed: its seat-holders and waiters (camp updates, optional). */
    async campChanged(tx: Tx, campId: string, changes: CampChange[]) {
      if (changes.length === 0) return;
      await tell(tx, campId, await activeCampers(tx, campId), (camp) => ({
        topic: "campUpdates",
        inApp: {
          kind: "camp-updated",
          title: T.campUpdatedTitle,
          body: T.campUpdatedBody(camp.title, changedText(changes)),
          link: campLink(campId),
        },
        mail: (to) => mailOf("camp-updated", { ...common(to, camp), changes }),
      }));
    },

    /** The camp is about to be deleted (same transaction, before its requests go): everyone still in play. */
    campDeleted: async (tx: Tx, campId: string) =>
      tell(tx, campId, await activeCampers(tx, campId), (camp) => ({
        topic: "always",
        inApp: {
          kind: "camp-cancelled",
          title: T.campCancelledTitle,
          body: T.campCancelledBody(camp.title),
          link: MY_REQUESTS_PATH,
        },
        mail: (to) => mailOf("camp-cancelled", common(to, camp)),
      })),
  };
}
export type CampNotices = ReturnType<typeof createCampNotices>;

/** What the seats repository tells (a no-op stands in where no one is to be told). */
export type SeatNotices = Pick<CampNotices, "joined" | "promoted" | "declined">;
export const SILENT_SEATS: SeatNotices = {
  joined: async () => {},
  promoted: async () => {},
  declined: async () => {},
};
