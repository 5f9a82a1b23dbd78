import { MESSAGES } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { calendarText, campEvent, icsFileName, isDated } from "../calendar/ics-document.ts";
import { campAudience, campLink, campMailProps, campText, mailOf, tellAboutCamp } from "../camps/index.ts";
import { MY_REQUESTS_PATH } from "../mail/templates/camp-facts.ts";
import { notice, type Notice, type Notifier } from "../notifications/index.ts";
import { issueTickets } from "../tickets/index.ts";

const T = MESSAGES.campNotices;

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
 * What MedCamp tells campers about their join requests (issue 19, docs/product.md "What MedCamp tells people").
 * Every function runs in the transaction of the change that causes it, reads the camp and the recipients there, and
 * hands the notifier one batch: the notices exist exactly when the change commits. Every e-mail telling a camper
 * they hold a seat carries their ticket, issued (or read) in that same transaction. Each notice is texted too to a
 * camper who chose texts (ADR 030): the camp's title and what happened, never the organiser's reason.
 */
export function createRequestNotices(notifier: Notifier, baseUrl: string, clock: Clock = systemClock) {
  /** The seats' tickets as their e-mails carry them, by request id. */
  const ticketsOf = async (tx: Tx, requestIds: readonly string[]) => {
    const codes = await issueTickets(tx, requestIds);
    return (requestId: string) => {
      const code = codes.get(requestId);
      return code ? { ticket: { requestId, code } } : {};
    };
  };

  return {
    /** Join requests received: "Request received" for a held seat, the waitlist position otherwise. */
    async joined(tx: Tx, campId: string, joins: readonly JoinNotice[]) {
      const found = await campAudience(
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
                ...campMailProps(to, baseUrl, camp),
                status: join.status,
                ...(join.position !== undefined ? { position: join.position } : {}),
                ...(waitlisted ? {} : ticketOf(join.requestId)),
              },
            },
            text: campText("request-notice", camp, (m, title) =>
              waitlisted ? m.sms.waitlisted(title, join.position ?? 0) : m.sms.requestReceived(title),
            ),
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
      await tellAboutCamp(notifier, tx, campId, [...requestOf.keys()], (camp) => ({
        topic: "always",
        inApp: {
          kind: "request-promoted",
          title: T.promotedTitle,
          body: T.promotedBody(camp.title),
          link: campLink(campId),
        },
        mail: (to) =>
          mailOf("request-promoted", { ...campMailProps(to, baseUrl, camp), ...ticketOf(requestOf.get(to.id) ?? "") }),
        text: campText("request-notice", camp, (m, title) => m.sms.promoted(title)),
      }));
    },

    /** An admin confirmed (served) the request; its ticket, and a dated camp's event as an .ics file, go with it. */
    async confirmed(tx: Tx, campId: string, { requestId, userId }: SeatHolder) {
      const found = await campAudience(tx, campId, [userId]);
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
            props: {
              ...campMailProps(to, baseUrl, camp),
              withCalendar: attachments.length > 0,
              ...ticketOf(requestId),
            },
            attachments,
          },
          text: campText("request-notice", camp, (m, title) => m.sms.confirmed(title)),
        }),
      ]);
    },

    /** An admin declined the request, with their reason when they gave one (issue 23). */
    declined: (tx: Tx, campId: string, userId: string, reason: string | null = null) =>
      tellAboutCamp(notifier, tx, campId, [userId], (camp) => ({
        topic: "always",
        inApp: {
          kind: "request-declined",
          title: T.declinedTitle,
          body: reason ? `${T.declinedBody(camp.title)} ${T.declinedReason(reason)}` : T.declinedBody(camp.title),
          link: MY_REQUESTS_PATH,
        },
        mail: (to) =>
          mailOf("request-declined", { ...campMailProps(to, baseUrl, camp), ...(reason ? { reason } : {}) }),
        text: campText("request-notice", camp, (m, title) => m.sms.declined(title)),
      })),
  };
}
export type RequestNotices = ReturnType<typeof createRequestNotices>;

/** Stands in where no one is to be told. */
export const SILENT_REQUEST_NOTICES: RequestNotices = {
  joined: async () => {},
  promoted: async () => {},
  confirmed: async () => {},
  declined: async () => {},
};
