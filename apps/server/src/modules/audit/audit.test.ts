import type { AuditPage } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { auditServiceFor } from "./index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 23: every admin and staff action is one entry, in the action's transaction; the database keeps it as is. */
describe("the audit log", () => {
  let t: TestApp;
  let admin: TestUser;
  const time = movableClock();

  const post = (user: TestUser, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const audit = async (query = "") => {
    const res = await injectAs(t.app, admin, { method: "GET", url: `/api/admin/audit${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditPage;
  };
  const rowsAbout = async (userId: string) =>
    queryRows<{ action: string }>(t.database.db, sql`select action from audit_log where target_id = ${userId}`);

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", name: "Audrey Admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("records a promotion to admin once, with who, when, the target and the role before and after", async () => {
    const student = await signUp(t.app);
    const sent = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(admin, "/api/make-admin", { userId: student.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await rowsAbout(student.id)).toEqual([{ action: "user.made-admin" }]);

    const [entry] = (await audit(`?action=user.made-admin&limit=50`)).entries.filter((e) => e.target.id === student.id);
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: "Audrey Admin", email: admin.email },
      action: "user.made-admin",
      target: { type: "user", id: student.id },
      before: { role: "student" },
      after: { role: "admin" },
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(sent - 1000);
  });

  it("records granting and taking back staff, and nothing for a refusal or a repeat that changes nothing", async () => {
    const mealId = await insertCamp(t.database.db, "Audited camp");
    const staff = await signUp(t.app);
    expect((await post(admin, "/api/make-staff", { userId: staff.id, mealId })).statusCode).toBe(200);
    expect((await post(admin, "/api/make-staff", { userId: staff.id, mealId })).statusCode).toBe(200);
    expect((await post(admin, "/api/remove-staff", { userId: staff.id })).statusCode).toBe(404);
    expect((await post(admin, "/api/remove-staff", { userId: staff.id, mealId })).statusCode).toBe(200);
    expect(await rowsAbout(staff.id)).toEqual([{ action: "user.made-staff" }, { action: "user.staff-removed" }]);

    const forCamp = await audit(`?mealId=${mealId}`);
    expect(forCamp.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["user.staff-removed", { staffFor: mealId }, null],
      ["user.made-staff", null, { staffFor: mealId }],
    ]);
  });

  it("records a check-in once, however often its scan is replayed, and its undo", async () => {
    const mealId = await insertCamp(t.database.db, "Checked camp");
    const camper = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const requestId = (await post(camper, "/api/meal/request", { mealId })).json().insertedId as string;
    const staff = await signUp(t.app, { name: "Sam Staff" });
    expect((await post(admin, "/api/make-staff", { userId: staff.id, mealId })).statusCode).toBe(200);
    const { code } = (await injectAs(t.app, camper, { method: "GET", url: `/api/tickets/${requestId}` })).json() as {
      code: string;
    };
    const scan = { mealId, code, clientId: crypto.randomUUID(), scannedAt: new Date().toISOString() };
    const first = (await post(staff, "/api/check-ins", scan)).json() as { checkIn: { id: string } };
    expect((await post(staff, "/api/check-ins", scan)).statusCode).toBe(200);
    expect((await post(admin, "/api/check-ins", { ...scan, clientId: crypto.randomUUID() })).statusCode).toBe(200);
    const undo = await injectAs(t.app, staff, { method: "DELETE", url: `/api/check-ins/${first.checkIn.id}` });
    expect(undo.statusCode).toBe(200);

    const entries = (await audit(`?mealId=${mealId}&actor=${staff.id}`)).entries;
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ["check-in.undone", { type: "check-in", id: first.checkIn.id }],
      ["check-in.added", { type: "check-in", id: first.checkIn.id }],
    ]);
    expect(entries[1]!.after).toMatchObject({ requestId });
    expect(entries[0]!.before).toMatchObject({ requestId, by: "Sam Staff" });
    expect((await audit(`?mealId=${mealId}&action=check-in.added`)).entries).toHaveLength(1);
  });

  it("records serving, declining and deleting requests; a refused one writes nothing", async () => {
    const mealId = await insertCamp(t.database.db, "Served camp");
    await t.database.db.execute(sql`update meal set capacity = 2 where id = ${mealId}`);
    const campers = await Promise.all([1, 2, 3].map(() => signUp(t.app, { badge: "Gold", db: t.database.db })));
    const ids: string[] = [];
    for (const camper of campers) ids.push((await post(camper, "/api/meal/request", { mealId })).json().insertedId);
    const [served, declined, waiting] = ids as [string, string, string];
    const patch = (id: string, payload: object) =>
      injectAs(t.app, admin, { method: "PATCH", url: `/api/meal-requests/${id}`, payload });

    expect((await patch(served, { status: "delivered" })).statusCode).toBe(200);
    expect((await patch(served, { status: "delivered" })).statusCode).toBe(200);
    expect((await patch(waiting, { status: "delivered" })).statusCode).toBe(409);
    expect((await patch(declined, { status: "declined" })).statusCode).toBe(200);
    // The decline freed a seat: the waiter now holds it, and its deletion is recorded with that status.
    const removed = await injectAs(t.app, admin, { method: "DELETE", url: `/api/meal-requests/${waiting}` });
    expect(removed.statusCode).toBe(200);

    const entries = (await audit(`?mealId=${mealId}`)).entries;
    expect(entries.map((e) => [e.action, e.target.id, e.before, e.after])).toEqual([
      ["request.deleted", waiting, { status: "pending" }, null],
      ["request.declined", declined, { status: "pending" }, { status: "declined" }],
      ["request.served", served, { status: "pending" }, { status: "delivered" }],
    ]);
  });

  it("records adding, changing (fields, and capacity apart) and deleting a camp, with the fields they touched", async () => {
    const input = {
      title: "Audit Vision Camp",
      category: "7days",
      image: "https://example.org/vision.png",
      ingredients: ["Optometrist"],
      description: "Eye tests.",
      price: 12.5,
    };
    const added = await post(admin, "/api/meals", input);
    expect(added.statusCode).toBe(201);
    const id = (added.json() as { insertedId: string }).insertedId;
    const patch = (payload: object) => injectAs(t.app, admin, { method: "PATCH", url: `/api/meals/${id}`, payload });
    expect((await patch({ ...input, title: "Audit Vision Camp II", capacity: 40 })).statusCode).toBe(200);
    expect((await patch({ ...input, title: "Audit Vision Camp II" })).statusCode).toBe(200); // nothing changes
    expect((await injectAs(t.app, admin, { method: "DELETE", url: `/api/meals/${id}` })).statusCode).toBe(200);

    const entries = (await audit(`?mealId=${id}`)).entries;
    expect(entries.map((e) => e.action)).toEqual([
      "camp.deleted",
      "camp.capacity-changed",
      "camp.updated",
      "camp.added",
    ]);
    const [deleted, capacity, updated, addedEntry] = entries;
    expect(addedEntry!.after).toMatchObject({ title: "Audit Vision Camp", price: 12.5 });
    expect(updated!.before).toEqual({ title: "Audit Vision Camp" });
    expect(updated!.after).toEqual({ title: "Audit Vision Camp II" });
    expect([capacity!.before, capacity!.after]).toEqual([{ capacity: null }, { capacity: 40 }]);
    expect(deleted!.before).toMatchObject({ title: "Audit Vision Camp II", capacity: 40 });
    expect(deleted!.after).toBeNull();
  });

  it("records publishing an upcoming camp once, and resetting a camp's reviews with the counts it cleared", async () => {
    const upcoming = {
      title: "Audit Upcoming Camp",
      category: "3days",
      image: "https://example.org/soon.png",
      ingredients: ["Nurse"],
      description: "Soon.",
      price: 5,
    };
    const { insertedId: upcomingId } = (await post(admin, "/api/upcoming-meals", upcoming)).json() as {
      insertedId: string;
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => post(admin, "/api/meals/from-upcoming", { upcomingMealId: upcomingId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const campId = (results.find((r) => r.statusCode === 201)!.json() as { insertedId: string }).insertedId;

    const reviewer = await signUp(t.app);
    const review = await post(reviewer, `/api/meals/${campId}/review`, { comment: "Kind nurses.", rating: 4 });
    expect(review.statusCode).toBe(201);
    const reset = await injectAs(t.app, admin, { method: "PATCH", url: `/api/meals/reset/${campId}` });
    expect(reset.statusCode).toBe(200);

    const entries = (await audit(`?mealId=${campId}`)).entries;
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["camp.reviews-reset", { reviewsCount: 1, ratingTotal: 4 }, { reviewsCount: 0, ratingTotal: 0 }],
      ["camp.published", { upcomingId }, { campId }],
    ]);
  });

  it("records adding an upcoming camp, sending a newsletter and each download of a CSV (issue 37)", async () => {
    const reader = await signUp(t.app, { role: "admin", name: "Reading Admin", db: t.database.db });
    const upcoming = {
      title: "Audit Added Upcoming Camp",
      category: "7days",
      image: "https://example.org/later.png",
      ingredients: ["Dentist"],
      description: "Later.",
      price: 7,
    };
    const added = await post(reader, "/api/upcoming-meals", upcoming);
    expect(added.statusCode).toBe(201);
    const { insertedId: upcomingId } = added.json() as { insertedId: string };
    const issue = { subject: "Audit news", text: "Camps this month." };
    expect((await post(reader, "/api/admin/newsletter/send", issue)).statusCode).toBe(202);
    const campId = await insertCamp(t.database.db, "Audit Export Camp");
    const get = (url: string) => injectAs(t.app, reader, { method: "GET", url });
    for (const url of [
      `/api/admin/exports/participants.csv?mealId=${campId}`,
      "/api/admin/exports/users.csv",
      "/api/admin/exports/payments.csv?from=2026-01-01&to=2026-12-31",
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A refused download is not one: nothing is recorded for it.
    expect((await get("/api/admin/exports/participants.csv?mealId=" + crypto.randomUUID())).statusCode).toBe(404);

    const entries = (await audit(`?actor=${reader.id}&limit=50`)).entries.reverse();
    expect(entries.map((e) => [e.action, e.target, e.after])).toEqual([
      ["upcoming.added", { type: "upcoming", id: upcomingId }, { title: upcoming.title, category: "7days", price: 7 }],
      ["newsletter.sent", { type: "newsletter", id: expect.any(String) }, { subject: "Audit news", recipients: 0 }],
      ["export.downloaded", { type: "export", id: "participants" }, { mealId: campId }],
      ["export.downloaded", { type: "export", id: "users" }, {}],
      ["export.downloaded", { type: "export", id: "payments" }, { from: "2026-01-01", to: "2026-12-31" }],
    ]);
    expect((await audit(`?mealId=${campId}&action=export.downloaded`)).entries).toHaveLength(1);
  });

  it("writes nothing when the action's transaction fails", async () => {
    const service = auditServiceFor(t.database.db, time.clock);
    const target = crypto.randomUUID();
    await expect(
      t.database.db.transaction(async (tx) => {
        await service.record(tx, admin, { action: "camp.deleted", target: { type: "camp", id: target } });
        throw new Error("the action failed after its entry was written");
      }),
    ).rejects.toThrow("the action failed");
    expect(await rowsAbout(target)).toEqual([]);
  });

  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE, whoever asks", async () => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`);
    expect(before!.n).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set action = 'camp.added'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      // drizzle wraps the database's error ("Failed query: …"); the database's own words are its cause.
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (failure: Error) => failure,
      );
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/audit_log is append-only/);
    }
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`);
    expect(after).toEqual(before);
  });

  it("filters by actor, action and UTC days, pages newest first, and refuses a bad filter with 400", async () => {
    const other = await signUp(t.app, { role: "admin", db: t.database.db });
    const students = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    for (const student of students) {
      expect((await post(other, "/api/make-admin", { userId: student.id })).statusCode).toBe(200);
    }
    const byOther = await audit(`?actor=${other.id}&limit=2`);
    expect(byOther.totalPages).toBe(2);
    expect(byOther.entries.map((e) => e.target.id)).toEqual([students[2]!.id, students[1]!.id]);
    expect((await audit(`?actor=${other.id}&limit=2&page=2`)).entries.map((e) => e.target.id)).toEqual([
      students[0]!.id,
    ]);

    const today = time.clock.now().toISOString().slice(0, 10);
    expect((await audit(`?actor=${other.id}&from=${today}&to=${today}`)).entries).toHaveLength(3);
    time.forward(2 * DAY_MS);
    const later = time.clock.now().toISOString().slice(0, 10);
    const lateStudent = await signUp(t.app);
    expect((await post(other, "/api/make-admin", { userId: lateStudent.id })).statusCode).toBe(200);
    expect((await audit(`?actor=${other.id}&from=${later}`)).entries.map((e) => e.target.id)).toEqual([lateStudent.id]);
    expect((await audit(`?actor=${other.id}&to=${today}`)).entries).toHaveLength(3);

    const bads = [
      "?action=camp.exploded",
      `?from=${later}&to=${today}`,
      "?mealId=nope",
      "?from=2026-02-30",
      // Real days past what a date holds once a day is added to them (issue 37, item 11: these answered 500).
      "?to=9999-12-31",
      "?from=0001-01-01",
    ];
    for (const bad of bads) {
      const res = await injectAs(t.app, admin, { method: "GET", url: `/api/admin/audit${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
