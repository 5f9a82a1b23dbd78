import type { Page } from "playwright-core";

export interface ListedCamp {
  _id: string;
  title: string;
  likes: number;
  reviewsCount: number;
  endsAt: string | null;
  seatsLeft: number | null;
  priorityUntil?: string;
}

/** A camp Join Camp would seat anyone with a package in: not ended (issue 18), not full, no priority window. */
export const openForJoining = (camp: ListedCamp, now = Date.now()) =>
  (camp.endsAt === null || Date.parse(camp.endsAt) > now) &&
  (camp.seatsLeft === null || camp.seatsLeft > 0) &&
  // A camp just published from Upcoming takes only Platinum members for a while (issue 20).
  (camp.priorityUntil === undefined || Date.parse(camp.priorityUntil) <= now);

/** The newest 50 camps as GET /api/meals lists them (through the page's own session). */
export async function listCamps(page: Page): Promise<ListedCamp[]> {
  const res = await page.request.get("/api/meals?category=All&limit=50");
  if (res.status() !== 200) throw new Error(`GET /api/meals failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { meals: ListedCamp[] }).meals;
}

/** The id of the camp at `index` in the newest-first list. */
export async function campIdAt(page: Page, index: number): Promise<string> {
  const camp = (await listCamps(page))[index];
  if (!camp) throw new Error(`there is no camp at index ${index}`);
  return camp._id;
}

/** Whether the camp asks intake questions (issue 21): a join then needs their answers. */
async function asksQuestions(page: Page, campId: string): Promise<boolean> {
  const res = await page.request.get(`/api/meals/${campId}/questions`);
  if (res.status() !== 200) throw new Error(`GET questions failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { questions: unknown[] }).questions.length > 0;
}

/**
 * The id of the camp at `index` among those Join Camp would seat someone in with no answers to give (newest first;
 * a parallel journey may have just given the newest camp questions).
 */
export async function openCampIdAt(page: Page, index: number): Promise<string> {
  let seen = 0;
  for (const camp of (await listCamps(page)).filter((c) => openForJoining(c))) {
    if (await asksQuestions(page, camp._id)) continue;
    if (seen++ === index) return camp._id;
  }
  throw new Error(`there is no open camp without questions at index ${index}`);
}
