import { MESSAGES } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { upcomingCampLikes, users } from "../../db/schema/index.ts";
import { notice, type Notifier } from "../notifications/index.ts";
import { campForNotices, summaryOf } from "../camps/index.ts";

/** Told in the publishing transaction, with the upcoming camp and the new camp it became. */
export type OnPublished = (tx: Tx, upcomingId: string, campId: string) => Promise<void>;

/**
 * A like on an upcoming camp is also "notify me" (issue 19): publishing tells every user who liked it, with a link
 * to the new camp (camp updates: optional, with a one-click unsubscribe), in the publishing transaction.
 */
export function tellLikersOnPublish(notifier: Notifier, baseUrl: string): OnPublished {
  return async (tx, upcomingId, campId) => {
    const camp = await campForNotices(tx, campId);
    if (!camp) return;
    const likers = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(upcomingCampLikes)
      .innerJoin(users, eq(users.id, upcomingCampLikes.userId))
      .where(eq(upcomingCampLikes.upcomingCampId, upcomingId));
    await notifier.send(
      tx,
      likers.map((to) =>
        notice({
          to,
          topic: "campUpdates",
          inApp: {
            kind: "camp-published",
            title: MESSAGES.campNotices.publishedTitle,
            body: MESSAGES.campNotices.publishedBody(camp.title),
            link: `/meal/${campId}`,
          },
          mail: { template: "camp-published", props: { name: to.name, baseUrl, camp: summaryOf(camp) } },
        }),
      ),
    );
  };
}
