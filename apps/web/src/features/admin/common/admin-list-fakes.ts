import type { Meal } from "@medcamp/contract";
import { vi } from "vitest";
import { sampleCamp } from "../../../test/sample-camp";

/** Camp `n` of an admin list (All Camps, All Reviews) in their tests (not shipped: only tests import it). */
export const listedCamp = (n: number): Meal =>
  sampleCamp({ _id: `c${n}`, title: `Camp ${n}`, rating: 4, likes: n, reviewsCount: 1 });

/** Answers GET `path` page by page from the current `rows()`, like the server; other calls go to `fakeApi`. */
export function servePages(path: string, rows: () => Meal[]) {
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== `/api${path}`) return answer(input, init);
    const page = Number(url.searchParams.get("page"));
    const limit = Number(url.searchParams.get("limit"));
    const all = rows();
    return Response.json({
      meals: all.slice((page - 1) * limit, page * limit),
      totalPages: Math.max(1, Math.ceil(all.length / limit)),
    });
  });
}
