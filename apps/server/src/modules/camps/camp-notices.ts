import { MESSAGES } from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import type { CampChange } from "../mail/templates/camp-updated.tsx";
import { MY_REQUESTS_PATH } from "../mail/templates/camp-facts.ts";
import type { Notifier } from "../notifications/index.ts";
import { campLink, campMailProps, campText, mailOf, tellAboutCamp } from "./camp-messages.ts";

export type { CampChange };

const T = MESSAGES.campNotices;

/** What changed, in the words of a catalogue (English unless given). */
const changedText = (changes: CampChange[], texts: typeof T = T) =>
  changes.length > 1 ? texts.changedBoth : changes[0] === "place" ? texts.changedPlace : texts.changedSchedule;

export interface CampNoticesDependencies {
  notifier: Notifier;
  baseUrl: string;
  /** Everyone whose request for the camp is still in play, seat-holders and waiters (the requests module). */
  campersInPlay: (tx: Tx, campId: string) => Promise<string[]>;
}

/**
 * What MedCamp tells a camp's campers when the camp itself changes (issue 19, docs/product.md "What MedCamp tells
 * people"), in the transaction of the change: it moved in time or place, or it is cancelled (texted too to those who
 * chose texts, ADR 030).
 */
export function createCampNotices({ notifier, baseUrl, campersInPlay }: CampNoticesDependencies) {
  return {
    /** The camp's date, time zone or place changed: its seat-holders and waiters (camp updates, optional). */
    async changed(tx: Tx, campId: string, changes: CampChange[]) {
      if (changes.length === 0) return;
      await tellAboutCamp(notifier, tx, campId, await campersInPlay(tx, campId), (camp) => ({
        topic: "campUpdates",
        inApp: {
          kind: "camp-updated",
          title: T.campUpdatedTitle,
          body: T.campUpdatedBody(camp.title, changedText(changes)),
          link: campLink(campId),
        },
        mail: (to) => mailOf("camp-updated", { ...campMailProps(to, baseUrl, camp), changes }),
        text: campText("camp-notice", camp, (m, title) =>
          m.sms.campChanged(title, changedText(changes, m.campNotices)),
        ),
      }));
    },

    /** The camp is about to be deleted (same transaction, before its requests go): everyone still in play. */
    async deleted(tx: Tx, campId: string) {
      await tellAboutCamp(notifier, tx, campId, await campersInPlay(tx, campId), (camp) => ({
        topic: "always",
        inApp: {
          kind: "camp-cancelled",
          title: T.campCancelledTitle,
          body: T.campCancelledBody(camp.title),
          link: MY_REQUESTS_PATH,
        },
        mail: (to) => mailOf("camp-cancelled", campMailProps(to, baseUrl, camp)),
        text: campText("camp-notice", camp, (m, title) => m.sms.campCancelled(title)),
      }));
    },
  };
}
export type CampNotices = ReturnType<typeof createCampNotices>;
