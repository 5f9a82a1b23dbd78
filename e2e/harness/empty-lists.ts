import type { Page } from "playwright-core";

type Answer = (url: URL) => unknown;

/** The list endpoints and what each answers when it has nothing (shapes of the contract's list schemas). */
const EMPTY_ANSWERS: ReadonlyArray<[(url: URL) => boolean, Answer]> = [
  [(url) => url.pathname === "/api/meals", () => ({ meals: [], totalPages: 1 })],
  [
    (url) => url.pathname === "/api/upcoming-meals",
    (url) => (url.searchParams.has("page") ? { meals: [], totalPages: 1 } : []),
  ],
  [
    (url) => url.pathname === "/api/meal-requests" || url.pathname === "/api/meal-requests-user",
    () => ({ mealRequests: [], totalPages: 1 }),
  ],
  [(url) => url.pathname === "/api/reviews", () => ({ reviews: [], totalPages: 1 })],
  [(url) => url.pathname === "/api/reviewed-meals", () => ({ meals: [], totalPages: 1 })],
  [(url) => url.pathname === "/api/users", () => ({ users: [], totalPages: 1 })],
  [(url) => url.pathname.startsWith("/api/payments/"), () => []],
  [(url) => url.pathname === "/api/notifications", () => ({ notifications: [], totalPages: 1, unread: 0 })],
  [(url) => url.pathname === "/api/admin/outbox", () => ({ messages: [], totalPages: 1 })],
  [(url) => url.pathname === "/api/admin/audit", () => ({ entries: [], totalPages: 1 })],
];

const answerFor = (url: URL) => EMPTY_ANSWERS.find(([matches]) => matches(url))?.[1];

/**
 * Stand-ins (page.route) that make every list GET of the page answer empty while `on`, to reach the screens' empty
 * states without deleting shared data; while off, every request goes to the server untouched.
 */
export async function emptyListsSwitch(page: Page): Promise<{ set(on: boolean): void }> {
  let on = false;
  await page.route(
    (url) => on && answerFor(url) !== undefined,
    async (route) => {
      const url = new URL(route.request().url());
      const answer = answerFor(url);
      if (route.request().method() !== "GET" || !answer) return route.fallback();
      return route.fulfill({ status: 200, json: answer(url) });
    },
  );
  return {
    set(value: boolean) {
      on = value;
    },
  };
}
