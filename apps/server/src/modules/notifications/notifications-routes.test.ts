import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { createNotifier, notice } from "./index.ts";

interface Listed {
  notifications: { _id: string; kind: string; title: string; body: string; link: string | null; read: boolean }[];
  totalPages: number;
  unread: number;
}

describe("in-app notifications and preferences: the user's own rows only (issue 19)", () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  /** A's notification ids, oldest first. */
  const ofA: string[] = [];

  const get = <T>(user: TestUser | null, url: string) =>
    injectAs(t.app, user, { method: "GET", url }).then((res) => ({ res, body: res.json() as T }));
  const post = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: "POST", url });
  const put = (user: TestUser | null, payload: unknown) =>
    injectAs(t.app, user, {
      method: "PUT",
      url: "/api/notification-preferences",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
  const unread = async (user: TestUser) =>
    (await get<{ unread: number }>(user, "/api/notifications/unread-count")).body;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([signUp(t.app, { name: "Reader A" }), signUp(t.app, { name: "Reader B" })]);
    const start = Date.parse("2026-11-01T08:00:00Z");
    // Twelve for A, one minute apart, inserted out of order: the list orders by time, not by insertion.
    const order = [5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6];
    const rows = await t.database.db
      .insert(notifications)
      .values(
        order.map((i) => ({
          userId: a.id,
          kind: "test",
          title: `Notice ${i}`,
          body: `Body ${i}`,
          link: i % 2 === 0 ? `/meal/${i}` : null,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: notifications.id, title: notifications.title });
    for (let i = 0; i < 12; i++) ofA.push(rows.find((r) => r.title === `Notice ${i}`)!.id);
    await t.database.db.insert(notifications).values([
      { userId: b.id, kind: "test", title: "B's first", body: "For B" },
      { userId: b.id, kind: "test", title: "B's second", body: "For B" },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the user's own notifications newest first, paged, with the unread count", async () => {
    const first = await get<Listed>(a, "/api/notifications?page=1&limit=5");
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers["cache-control"]).toBe("no-store");
    expect(first.body.totalPages).toBe(3);
    expect(first.body.unread).toBe(12);
    expect(first.body.notifications.map((n) => n.title)).toEqual([
      "Notice 11",
      "Notice 10",
      "Notice 9",
      "Notice 8",
      "Notice 7",
    ]);
    expect(first.body.notifications[1]).toMatchObject({
      _id: ofA[10],
      kind: "test",
      body: "Body 10",
      link: "/meal/10",
      read: false,
    });
    expect(first.body.notifications[0]!.link).toBeNull();
    const last = await get<Listed>(a, "/api/notifications?page=3&limit=5");
    expect(last.body.notifications.map((n) => n.title)).toEqual(["Notice 1", "Notice 0"]);
    const beyond = await get<Listed>(a, "/api/notifications?page=9&limit=5");
    expect(beyond.body).toEqual({ notifications: [], totalPages: 3, unread: 12 });
    const byDefault = await get<Listed>(a, "/api/notifications");
    expect(byDefault.body.notifications).toHaveLength(10);

    const ofB = await get<Listed>(b, "/api/notifications");
    expect(ofB.body.notifications.map((n) => n.title).sort()).toEqual(["B's first", "B's second"]);
    expect(ofB.body.unread).toBe(2);
    const fresh = await signUp(t.app);
    expect((await get<Listed>(fresh, "/api/notifications")).body).toEqual({
      notifications: [],
      totalPages: 1,
      unread: 0,
    });
    expect(await unread(fresh)).toEqual({ unread: 0 });
  });

  it("refuses bad paging with 400 and visitors with 401", async () => {
    for (const query of ["page=0", "limit=0", "limit=51", "page=x"]) {
      expect((await get(a, `/api/notifications?${query}`)).res.statusCode, query).toBe(400);
    }
    for (const url of ["/api/notifications", "/api/notifications/unread-count", "/api/notification-preferences"]) {
      const { res } = await get<{ code: string }>(null, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect((await post(null, "/api/notifications/read-all")).statusCode).toBe(401);
    expect((await post(null, `/api/notifications/${ofA[0]}/read`)).statusCode).toBe(401);
    expect((await put(null, { reminders: false })).statusCode).toBe(401);
  });

  it("marks one read: only the owner may, someone else's id is a 404 like a missing one, and the count drops", async () => {
    const byB = await post(b, `/api/notifications/${ofA[3]}/read`);
    expect(byB.statusCode).toBe(404);
    expect(byB.json()).toMatchObject({ code: "NOTIFICATION_NOT_FOUND" });
    const missing = await post(a, `/api/notifications/${crypto.randomUUID()}/read`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(byB.json());
    expect((await post(a, "/api/notifications/not-an-id/read")).statusCode).toBe(400);
    expect(await unread(a)).toEqual({ unread: 12 });

    const mine = await post(a, `/api/notifications/${ofA[3]}/read`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: "Notification marked as read" });
    expect(await unread(a)).toEqual({ unread: 11 });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, ofA[3]!));
    expect(row!.readAt).toBeInstanceOf(Date);

    // Marking again keeps it read (and its first read time), and changes no count.
    expect((await post(a, `/api/notifications/${ofA[3]}/read`)).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(notifications).where(eq(notifications.id, ofA[3]!));
    expect(again!.readAt).toEqual(row!.readAt);
    expect(await unread(a)).toEqual({ unread: 11 });
    const listed = await get<Listed>(a, "/api/notifications?limit=50");
    expect(listed.body.notifications.filter((n) => n.read).map((n) => n._id)).toEqual([ofA[3]]);
    expect(listed.body.unread).toBe(11);
    expect(await unread(b)).toEqual({ unread: 2 });
  });

  it("marks all of the user's own read, and no one else's", async () => {
    const all = await post(a, "/api/notifications/read-all");
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect(all.json()).toEqual({ message: "All notifications marked as read", updated: 11 });
    expect(await unread(a)).toEqual({ unread: 0 });
    expect((await get<Listed>(a, "/api/notifications?limit=50")).body.notifications.every((n) => n.read)).toBe(true);
    expect((await post(a, "/api/notifications/read-all")).json()).toEqual({
      message: "All notifications marked as read",
      updated: 0,
    });
    expect(await unread(b)).toEqual({ unread: 2 });
  });

  it("keeps preferences per user: all on until chosen, a topic left out keeps its value, bad values are 400", async () => {
    const initial = await get(a, "/api/notification-preferences");
    expect(initial.res.headers["cache-control"]).toBe("no-store");
    expect(initial.body).toEqual({ reminders: true, campUpdates: true });

    const off = await put(a, { campUpdates: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ reminders: true, campUpdates: false });
    expect((await get(a, "/api/notification-preferences")).body).toEqual({ reminders: true, campUpdates: false });
    expect((await put(a, { reminders: false })).json()).toEqual({ reminders: false, campUpdates: false });
    expect((await put(a, {})).json()).toEqual({ reminders: false, campUpdates: false });
    expect((await put(a, { campUpdates: true })).json()).toEqual({ reminders: false, campUpdates: true });

    for (const bad of [{ reminders: "no" }, { campUpdates: 1 }, { reminders: null }, [], "on", null]) {
      const res = await put(a, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await get(a, "/api/notification-preferences")).body).toEqual({ reminders: false, campUpdates: true });
    expect((await get(b, "/api/notification-preferences")).body).toEqual({ reminders: true, campUpdates: true });
  });

  it("saved preferences decide what the notifier sends: a topic turned off writes no notification", async () => {
    const quiet = await signUp(t.app, { name: "Quiet Reader" });
    expect((await put(quiet, { reminders: false })).statusCode).toBe(200);
    const notifier = createNotifier({ baseUrl: TEST_BASE_URL, secret: "routes-test-secret" });
    const to = { id: quiet.id, email: quiet.email, name: quiet.name };
    const make = (topic: "reminders" | "campUpdates", title: string) =>
      notice({
        to,
        topic,
        inApp: { kind: topic, title, body: "Body", link: "/meals" },
        mail: { template: "welcome", props: { name: quiet.name, baseUrl: TEST_BASE_URL } },
      });
    await t.database.db.transaction((tx) =>
      notifier.send(tx, [make("reminders", "A reminder"), make("campUpdates", "An update")]),
    );
    const listed = await get<Listed>(quiet, "/api/notifications");
    expect(listed.body.notifications.map((n) => n.title)).toEqual(["An update"]);
    expect(await unread(quiet)).toEqual({ unread: 1 });
  });
});
