import { LIMITS } from "@medcamp/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { auditLog, joinRequests, mailMessages, notifications } from "../../db/schema/index.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../../test/test-app.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { renderTemplate } from "../mail/render.ts";

const DAY = 24 * 3600 * 1000;

type BulkResult = { id: string; outcome: "changed" | "unchanged" | "refused"; code?: string; message?: string };

// Issue 23, item 4: Serve Camp's decline with a reason its camper is shown, and bulk Book / Decline, each change
// applied exactly once (one transaction per request, in id order, each with its audit row and its notice).
describe("decline with a reason, and bulk Book and Decline", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;
  let n = 0;

  const addCamp = async (capacity: number | null) => {
    const res = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals",
      payload: {
        title: `Bulk Camp ${++n}`,
        category: "3days",
        image: "https://example.org/camp.png",
        ingredients: ["Nurse"],
        description: "Approvals.",
        price: 5,
        startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
        timezone: "Asia/Dhaka",
        capacity,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { insertedId: string }).insertedId, title: `Bulk Camp ${n}` };
  };
  /** `count` fresh campers who asked to join the camp in order; their requests' ids. */
  const joiners = async (campId: string, count: number) => {
    const campers = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, count);
    const ids: string[] = [];
    for (const camper of campers) {
      const res = await injectAs(t.app, camper, {
        method: "POST",
        url: "/api/meal/request",
        payload: { mealId: campId },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { insertedId: string }).insertedId);
    }
    return { campers, ids };
  };
  const patch = (id: string, payload: object, as: TestUser = admin) =>
    injectAs(t.app, as, { method: "PATCH", url: `/api/meal-requests/${id}`, payload });
  const bulk = (payload: object, as: TestUser | null = admin) =>
    injectAs(t.app, as, { method: "POST", url: "/api/meal-requests/bulk", payload });
  const statusesOf = async (ids: string[]) => {
    const rows = await t.database.db
      .select({ id: joinRequests.id, status: joinRequests.status, reason: joinRequests.declineReason })
      .from(joinRequests)
      .where(inArray(joinRequests.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id) ?? null);
  };
  const auditOf = (ids: string[]) =>
    t.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.targetId, ids));
  const toldIn = (userIds: string[], kind: string) =>
    t.database.db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, kind)));
  const mailsTo = (emails: string[], template: string) =>
    t.database.db
      .select({ to: mailMessages.toAddress, props: mailMessages.props })
      .from(mailMessages)
      .where(and(inArray(mailMessages.toAddress, emails), eq(mailMessages.template, template)));
  const camp = async (id: string) => (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json();
  const myList = async (camper: TestUser) =>
    (
      (await injectAs(t.app, camper, { method: "GET", url: "/api/meal-requests-user" })).json() as {
        mealRequests: { mealRequest: Record<string, unknown> }[];
      }
    ).mealRequests.map((r) => r.mealRequest);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, student] = await Promise.all([signUp(t.app, { role: "admin", db: t.database.db }), signUp(t.app)]);
  });
  afterAll(() => t.close());

  it("declines with a reason: the seat goes to the first waiter, the camper reads the reason, the log keeps it", async () => {
    const { id: campId, title } = await addCamp(1);
    const {
      campers: [holder, waiter],
      ids: [held, waiting],
    } = await joiners(campId, 2);

    const res = await patch(held!, { status: "declined", reason: "  The camp is for adults only.  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "The request has been declined." });
    expect(await statusesOf([held!, waiting!])).toEqual([
      { id: held, status: "declined", reason: "The camp is for adults only." },
      { id: waiting, status: "pending", reason: null },
    ]);
    expect(await camp(campId)).toMatchObject({ seatsTaken: 1, waitlistCount: 0 });

    // The camper's list and the admin's carry the reason; other rows carry no such field.
    expect(await myList(holder!)).toEqual([
      expect.objectContaining({ _id: held, status: "declined", declineReason: "The camp is for adults only." }),
    ]);
    expect((await myList(waiter!))[0]).not.toHaveProperty("declineReason");
    // "Download my data" holds it too.
    const data = (await injectAs(t.app, holder!, { method: "GET", url: "/api/me/data" })).json();
    expect(data.requests).toEqual([
      expect.objectContaining({ id: held, declineReason: "The camp is for adults only." }),
    ]);
    const serve = await injectAs(t.app, admin, { method: "GET", url: `/api/meal-requests?mealId=${campId}` });
    expect(serve.json().mealRequests).toEqual([
      expect.not.objectContaining({ declineReason: expect.anything() }),
      expect.objectContaining({ _id: held, declineReason: "The camp is for adults only." }),
    ]);

    // The camper is told, with the reason, in the app and by e-mail; the waiter is told a seat opened up.
    expect(await toldIn([holder!.id], "request-declined")).toEqual([
      {
        userId: holder!.id,
        body: `An organiser could not accept your request to join ${title}. Their reason: The camp is for adults only.`,
      },
    ]);
    const [mail, ...more] = await mailsTo([holder!.email], "request-declined");
    expect(more).toEqual([]);
    expect(mail!.props).toMatchObject({ reason: "The camp is for adults only." });
    const rendered = await renderTemplate("request-declined", mail!.props);
    expect(rendered.text).toContain("The organiser's reason: The camp is for adults only.");
    expect(await toldIn([waiter!.id], "request-promoted")).toHaveLength(1);

    // One audit row, its `after` with the reason.
    expect(await auditOf([held!])).toEqual([
      {
        action: "request.declined",
        targetId: held,
        before: { status: "pending" },
        after: { status: "declined", reason: "The camp is for adults only." },
      },
    ]);

    // Declining again changes nothing, tells no one and records nothing (the answer is the same).
    const again = await patch(held!, { status: "declined", reason: "Another reason" });
    expect(again.json()).toEqual({ message: "The request has been declined." });
    expect((await statusesOf([held!]))[0]?.reason).toBe("The camp is for adults only.");
    expect(await toldIn([holder!.id], "request-declined")).toHaveLength(1);
    expect(await auditOf([held!])).toHaveLength(1);
  });

  it("keeps the answers without a reason: a blank reason is none, and the e-mail says no reason", async () => {
    const { id: campId } = await addCamp(null);
    const {
      campers: [a],
      ids: [first, second],
    } = await joiners(campId, 2);
    expect((await patch(first!, { status: "declined", reason: "   " })).json()).toEqual({
      message: "The request has been declined.",
    });
    expect((await patch(second!, { status: "delivered" })).json()).toEqual({
      message: "Meal status updated to delivered",
    });
    expect(await statusesOf([first!])).toEqual([{ id: first, status: "declined", reason: null }]);
    expect((await myList(a!))[0]).toEqual(expect.not.objectContaining({ declineReason: expect.anything() }));
    expect(await auditOf([first!])).toEqual([
      expect.objectContaining({ action: "request.declined", after: { status: "declined" } }),
    ]);
    const [mail] = await mailsTo([a!.email], "request-declined");
    expect(mail!.props).not.toHaveProperty("reason");
    expect((await renderTemplate("request-declined", mail!.props)).text).not.toContain("reason");
  });

  it("refuses a reason that is too long, or one given with Book, and changes nothing", async () => {
    const { id: campId } = await addCamp(null);
    const {
      ids: [id],
    } = await joiners(campId, 1);
    const long = await patch(id!, { status: "declined", reason: "x".repeat(LIMITS.declineReason + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: `Reason can be at most ${LIMITS.declineReason} characters (reason)`,
    });
    const withBook = await patch(id!, { status: "delivered", reason: "Welcome" });
    expect(withBook.statusCode).toBe(400);
    expect(withBook.json().message).toBe("Reason goes only with status declined (reason)");
    expect((await patch(id!, { status: "declined", reason: 42 })).statusCode).toBe(400);
    expect(await statusesOf([id!])).toEqual([{ id, status: "pending", reason: null }]);
    expect(await auditOf([id!])).toEqual([]);
    // Exactly the limit, padded with spaces that are trimmed away, is accepted.
    const full = "y".repeat(LIMITS.declineReason);
    expect((await patch(id!, { status: "declined", reason: `  ${full}  ` })).statusCode).toBe(200);
    expect(await statusesOf([id!])).toEqual([{ id, status: "declined", reason: full }]);
  });

  it("books several requests at once, each once, and says what happened to each", async () => {
    const { id: campId } = await addCamp(2);
    const {
      campers: [a, b, c],
      ids: [first, second, waiting],
    } = await joiners(campId, 3);
    const missing = crypto.randomUUID();
    const ids = [second!, missing, first!, waiting!];

    const res = await bulk({ ids, status: "delivered" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "2 requests booked, 2 refused.",
      results: [
        { id: second, outcome: "changed" },
        { id: missing, outcome: "refused", code: "REQUEST_NOT_FOUND", message: "Request not found" },
        { id: first, outcome: "changed" },
        {
          id: waiting,
          outcome: "refused",
          code: "REQUEST_WAITLISTED",
          message: "This request is on the waitlist: it can be served once a seat frees.",
        },
      ],
    });
    expect((await statusesOf(ids)).map((r) => r?.status ?? null)).toEqual([
      "delivered",
      null,
      "delivered",
      "waitlisted",
    ]);
    expect((await auditOf(ids)).map((r) => [r.action, r.targetId]).sort()).toEqual(
      [
        ["request.served", first],
        ["request.served", second],
      ].sort(),
    );
    expect(await toldIn([a!.id, b!.id, c!.id], "request-confirmed")).toHaveLength(2);

    // The same call again changes nothing, records nothing and tells no one again.
    const again = await bulk({ ids, status: "delivered" });
    expect(again.json().message).toBe("0 requests booked, 2 already booked, 2 refused.");
    expect((again.json().results as BulkResult[]).map((r) => r.outcome)).toEqual([
      "unchanged",
      "refused",
      "unchanged",
      "refused",
    ]);
    expect(await auditOf(ids)).toHaveLength(2);
    expect(await toldIn([a!.id, b!.id, c!.id], "request-confirmed")).toHaveLength(2);
    expect(await mailsTo([a!.email, b!.email, c!.email], "request-confirmed")).toHaveLength(2);
  });

  it("declines several at once with one reason: seats go to the waiters, each camper told once", async () => {
    const { id: campId } = await addCamp(2);
    const { campers, ids } = await joiners(campId, 4);
    const [a, b, c, d] = campers as [TestUser, TestUser, TestUser, TestUser];
    const [held1, held2, wait1, wait2] = ids as [string, string, string, string];

    const res = await bulk({ ids: [held2, held1], status: "declined", reason: "Double booked." });
    expect(res.json()).toEqual({
      message: "2 requests declined.",
      results: [
        { id: held2, outcome: "changed" },
        { id: held1, outcome: "changed" },
      ],
    });
    expect(await statusesOf(ids)).toEqual([
      { id: held1, status: "declined", reason: "Double booked." },
      { id: held2, status: "declined", reason: "Double booked." },
      { id: wait1, status: "pending", reason: null },
      { id: wait2, status: "pending", reason: null },
    ]);
    expect(await camp(campId)).toMatchObject({ seatsTaken: 2, waitlistCount: 0 });
    expect((await toldIn([a.id, b.id], "request-declined")).map((r) => r.body)).toEqual([
      expect.stringMatching(/Their reason: Double booked\.$/),
      expect.stringMatching(/Their reason: Double booked\.$/),
    ]);
    expect(await toldIn([c.id, d.id], "request-promoted")).toHaveLength(2);
    expect(
      (await auditOf(ids)).map((r) => [r.targetId, r.after]).sort(([x], [y]) => String(x).localeCompare(String(y))),
    ).toEqual(
      [
        [held1, { status: "declined", reason: "Double booked." }],
        [held2, { status: "declined", reason: "Double booked." }],
      ].sort(([x], [y]) => String(x).localeCompare(String(y))),
    );

    // Again, with the waiters' seats too: only the new ones change; a declined one cannot be booked later.
    const again = await bulk({ ids: [held1, wait1], status: "declined" });
    expect(again.json()).toEqual({
      message: "1 request declined, 1 already declined.",
      results: [
        { id: held1, outcome: "unchanged" },
        { id: wait1, outcome: "changed" },
      ],
    });
    expect((await statusesOf([held1]))[0]?.reason).toBe("Double booked.");
    expect(await toldIn([a.id, b.id, c.id], "request-declined")).toHaveLength(3);
    expect(await auditOf(ids)).toHaveLength(3);
    const book = await bulk({ ids: [held1], status: "delivered" });
    expect(book.json().results).toEqual([
      { id: held1, outcome: "refused", code: "REQUEST_DECLINED", message: "This request was declined." },
    ]);
  });

  it("applies each change once when bulk calls and single PATCHes on the same requests run at once", async () => {
    const { id: campId } = await addCamp(3);
    const { campers, ids } = await joiners(campId, 5);
    const [r1, r2, r3, w1, w2] = ids as [string, string, string, string, string];
    const answers = await Promise.all([
      bulk({ ids: [r1, r2], status: "declined", reason: "Full" }),
      bulk({ ids: [r3, r2, r1], status: "declined", reason: "Full" }),
      patch(r2, { status: "declined", reason: "Full" }),
      bulk({ ids: [r1, r3], status: "declined", reason: "Full" }),
      patch(r3, { status: "declined" }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Across the bulk answers each request changed at most once (a PATCH may have been first).
    const changed = answers
      .slice(0, 2)
      .concat(answers[3]!)
      .flatMap((res) => (res.json().results as BulkResult[]).filter((r) => r.outcome === "changed").map((r) => r.id));
    expect(new Set(changed).size).toBe(changed.length);
    expect((await statusesOf([r1, r2, r3])).map((r) => r?.status)).toEqual(["declined", "declined", "declined"]);
    const declined = await auditOf([r1, r2, r3]);
    expect(declined.map((r) => r.targetId).sort()).toEqual([r1, r2, r3].sort());
    const userIds = campers.map((c) => c.id);
    expect((await toldIn(userIds, "request-declined")).map((r) => r.userId).sort()).toEqual(userIds.slice(0, 3).sort());
    expect((await toldIn(userIds, "request-promoted")).map((r) => r.userId).sort()).toEqual(userIds.slice(3).sort());
    expect(await statusesOf([w1, w2])).toEqual([
      { id: w1, status: "pending", reason: null },
      { id: w2, status: "pending", reason: null },
    ]);
    expect(await camp(campId)).toMatchObject({ seatsTaken: 2, waitlistCount: 0 });

    // Two bulk Books of overlapping requests at once: each served and confirmed once.
    const booked = await Promise.all([
      bulk({ ids: [w1, w2], status: "delivered" }),
      bulk({ ids: [w2, w1], status: "delivered" }),
      patch(w1, { status: "delivered" }),
    ]);
    for (const res of booked) expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf([w1, w2])).filter((r) => r.action === "request.served")).toHaveLength(2);
    expect(await toldIn(userIds, "request-confirmed")).toHaveLength(2);
    const [{ served }] = (await queryRows<{ served: number }>(
      t.database.db,
      sql`select count(*)::int as served from meal_request where id in (${w1}, ${w2}) and status = 'delivered'`,
    )) as [{ served: number }];
    expect(served).toBe(2);
  });

  it("refuses bad bulk input with a 400 and changes nothing; only admins may call it", async () => {
    const { id: campId } = await addCamp(null);
    const { ids } = await joiners(campId, 2);
    const [a, b] = ids as [string, string];
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const cases: [object, string][] = [
      [{ ids: tooMany, status: "delivered" }, "Ids can be at most 100 entries (ids)"],
      [{ ids: [], status: "delivered" }, "Ids must name at least one request (ids)"],
      [{ ids: [a, b, a], status: "declined" }, "Ids must not repeat (ids)"],
      [{ ids: [a], status: "pending" }, "Status must be delivered or declined (status)"],
      [{ ids: [a, "not-a-uuid"], status: "declined" }, "Each id must be a valid id (ids.1)"],
      [
        { ids: [a], status: "declined", reason: "r".repeat(LIMITS.declineReason + 1) },
        `Reason can be at most ${LIMITS.declineReason} characters (reason)`,
      ],
      [{ ids: [a], status: "delivered", reason: "Welcome" }, "Reason goes only with status declined (reason)"],
      [{ status: "declined" }, "Ids is required (ids)"],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION_ERROR", message });
    }
    expect((await bulk({ ids: [a], status: "declined" }, student)).statusCode).toBe(403);
    expect((await bulk({ ids: [a], status: "declined" }, null)).statusCode).toBe(401);
    expect(await statusesOf([a, b])).toEqual([
      { id: a, status: "pending", reason: null },
      { id: b, status: "pending", reason: null },
    ]);
    expect(await auditOf([a, b])).toEqual([]);
    // 100 ids is the limit: accepted (the unknown ones refused one by one).
    const hundred = await bulk({ ids: [a, ...tooMany.slice(0, 99)], status: "delivered" });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().message).toBe("1 request booked, 99 refused.");
    expect(await auditOf([a, b])).toHaveLength(1);
  });
});
