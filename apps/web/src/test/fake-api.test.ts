import { describe, expect, it } from "vitest";
import { fakeApi } from "./fake-api";

const ask = async (path: string, init?: RequestInit) => {
  const response = await fetch(`/api${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

describe("the web tests' fake API", () => {
  it("answers what the test fakes, by method and path, and records each call", async () => {
    const { calls } = fakeApi({
      "GET /notifications/unread-count": { body: { unread: 2 } },
      "POST /newsletter": (body) => ({ status: 202, body: { message: `asked for ${String(body)}` } }),
    });
    expect(await ask("/notifications/unread-count?fresh=1")).toEqual({ status: 200, body: { unread: 2 } });
    expect(await ask("/newsletter", { method: "POST", body: JSON.stringify("a@example.org") })).toEqual({
      status: 202,
      body: { message: "asked for a@example.org" },
    });
    expect(calls).toEqual([
      { method: "GET", path: "/notifications/unread-count", body: undefined },
      { method: "POST", path: "/newsletter", body: "a@example.org" },
    ]);
  });

  it("answers 404 to a request the test does not fake, and fails the test for it", async () => {
    const { problems } = fakeApi({});
    expect(await ask("/meals/c1")).toEqual({ status: 404, body: { message: "Not found", code: "NOT_FOUND" } });
    expect(problems.splice(0)).toEqual(["GET /meals/c1: not faked by this test"]);
  });

  it.fails("fails the test it runs in while a problem is left in the list", async () => {
    fakeApi({});
    await ask("/meals/c1");
  });

  it("fails the test for a success the contract does not allow for its route, or a route it does not have", async () => {
    const { problems } = fakeApi({
      "GET /meals/c1": { body: { title: "Only a title" } },
      "GET /notifications/unread-count": { body: { unread: "two" } },
      "GET /no-such-route": { body: {} },
    });
    await ask("/meals/c1");
    await ask("/notifications/unread-count");
    await ask("/no-such-route");
    const found = problems.splice(0);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^GET \/meals\/c1 → 200: not what GET \/meals\/:id answers/);
    expect(found[1]).toMatch(
      /^GET \/notifications\/unread-count → 200: not what GET \/notifications\/unread-count answers/,
    );
    expect(found[2]).toBe("GET /no-such-route: no such route in the contract's API_ANSWERS");
  });

  it("fails the test for a refusal that is not the contract's { message, code }", async () => {
    const { problems } = fakeApi({
      "GET /subscription": { status: 500, body: { error: "boom" } },
      "GET /newsletter/me": { status: 409, body: { message: "Already", code: "CONFLICT" } },
    });
    await ask("/subscription");
    await ask("/newsletter/me");
    expect(problems.splice(0)).toEqual([
      expect.stringMatching(/^GET \/subscription → 500: not a refusal of the contract/),
    ]);
  });

  it("prefers a route without parameters to one with, as the server's router does", async () => {
    const { problems } = fakeApi({
      "GET /admin/audit": { body: { entries: [], totalPages: 1 } },
    });
    await ask("/admin/audit");
    // Checked as GET /admin/audit's answer (an admin's profile, GET /admin/:email's, it is not).
    expect(problems).toEqual([]);
  });

  it("leaves better-auth's /auth/* answers unchecked: they are not in the contract", async () => {
    const { problems } = fakeApi({ "GET /auth/get-session": { body: null } });
    expect((await ask("/auth/get-session")).status).toBe(200);
    expect(problems).toEqual([]);
  });
});
