import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { adminKeys, campKeys, invalidateCampData, ownDataKeys, upcomingKeys } from "./query-keys";

const search = { username: "", email: "" };

describe("query keys", () => {
  it("refreshes the camp lists, reviews, upcoming camps, admin screens and dashboards after a camp change", async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await invalidateCampData(queryClient);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["meals"],
      ["reviewed-meals"],
      ["upcoming-meals"],
      ["admin"],
      ["dashboard"],
    ]);
  });

  it("puts every list a camp change affects under one of those roots", () => {
    const roots = ["meals", "reviewed-meals", "upcoming-meals", "admin", "dashboard"];
    const keys = [
      campKeys.firstPage({ category: "All" }, 6),
      campKeys.pages({}, 9),
      campKeys.detail("c1"),
      adminKeys.camps("likes", 1, 10),
      adminKeys.reviewed(1, 10),
      adminKeys.upcoming,
      adminKeys.requestPage(search, 1, 10),
      adminKeys.userPage(search, 1, 10),
      adminKeys.profile("ada@example.com"),
      upcomingKeys.pagesOf(9),
      ownDataKeys.requestPage("sam@example.org", 1, 10),
      ownDataKeys.reviewPage("sam@example.org", 1, 5),
      ownDataKeys.payments("sam@example.org"),
      ownDataKeys.profile("sam@example.org"),
      ownDataKeys.subscription("sam@example.org"),
      ownDataKeys.subscriptionQuote("sam@example.org", "Gold"),
    ];
    for (const key of keys) expect(roots).toContain(key[0]);
  });

  it("tells a camp's detail from the camp lists", () => {
    expect(campKeys.isDetail(campKeys.detail("c1"))).toBe(true);
    expect(campKeys.isDetail(campKeys.pages({}, 9))).toBe(false);
    expect(campKeys.isDetail(adminKeys.camps("", 1, 10))).toBe(false);
  });
});
