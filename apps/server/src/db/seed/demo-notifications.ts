import { MESSAGES } from "@medcamp/contract";
import type { DEMO_REQUESTS } from "./demo-users.ts";

type DemoRequest = (typeof DEMO_REQUESTS)[number];
const TEXT = MESSAGES.campNotices;

/**
 * The in-app notifications the demo campers would have received for their seeded requests (the seed writes rows
 * directly, so no notice was sent): the bell has something to show on a fresh demo. Waiters are numbered in arrival
 * order per camp, as the waitlist is.
 */
export function demoNotifications(
  requests: readonly DemoRequest[],
  campOf: (index: number) => { id: string; title: string },
  userIdOf: (email: string) => string,
) {
  const waiting = new Map<number, number>();
  return requests.map(([email, index, status]) => {
    const camp = campOf(index);
    const base = { userId: userIdOf(email), link: `/meal/${camp.id}` };
    if (status === "delivered")
      return { ...base, kind: "request-confirmed", title: TEXT.confirmedTitle, body: TEXT.confirmedBody(camp.title) };
    if (status === "waitlisted") {
      const position = (waiting.get(index) ?? 0) + 1;
      waiting.set(index, position);
      const title = TEXT.waitlistedTitle(position);
      return { ...base, kind: "request-waitlisted", title, body: TEXT.waitlistedBody(camp.title) };
    }
    return {
      ...base,
      kind: "request-received",
      title: TEXT.requestReceivedTitle,
      body: TEXT.requestReceivedBody(camp.title),
    };
  });
}
