import type { CheckInResult, Roster } from "@medcamp/contract";
import { formatTicketCode } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const MINUTE = 60_000;

/** Issue 21: check-in for admins and a camp's staff, idempotent by device scan and by ticket. */
describe("check-in", () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;

  const post = (user: TestUser | null, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const roster = async (user: TestUser, mealId: string) =>
    (await injectAs(t.app, user, { method: "GET", url: `/api/meals/${mealId}/roster` })).json() as Roster;
  const scan = (user: TestUser, mealId: string, code: string, at = new Date(), clientId = crypto.randomUUID()) =>
    post(user, "/api/check-ins", { mealId, code, clientId, scannedAt: at.toISOString() });
  /** A camp with `n` seat-holders and one waiter (capacity n). */
  const campWith = async (n: number) => {
    const mealId = await insertCamp(t.database.db, "Check-in Camp");
    await t.database.db.execute(sql`update meal set capacity = ${n} where id = ${mealId}`);
    const campers = await Promise.all(
      Array.from({ length: n + 1 }, () => signUp(t.app, { badge: "Gold", db: t.database.db })),
    );
    const requests: string[] = [];
    for (const camper of campers) {
      requests.push((await post(camper, "/api/meal/request", { mealId })).json().insertedId);
    }
    return { mealId, campers, requests };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, staff] = await Promise.all([
      signUp(t.app, { role: "admin", name: "Ada Admin", db: t.database.db }),
      signUp(t.app, { name: "Sam Staff" }),
    ]);
  });
  afterAll(() => t.close());

  it("gives the camp's staff a roster of its seat-holders with their ticket codes, and nobody else", async () => {
    const { mealId, campers } = await campWith(2);
    expect((await injectAs(t.app, staff, { method: "GET", url: `/api/meals/${mealId}/roster` })).statusCode).toBe(403);
    await post(admin, "/api/make-staff", { userId: staff.id, mealId });
    const list = await roster(staff, mealId);
    expect(list).toMatchObject({ camp: { id: mealId }, expected: 2, checkedIn: 0 });
    // The waiter is not expected; the seat-holders' codes are those their own ticket pages show.
    expect(list.participants.map((p) => p.email).sort()).toEqual([campers[0]!.email, campers[1]!.email].sort());
    for (const p of list.participants) {
      const own = (
        await injectAs(
          t.app,
          campers.find((c) => c.email === p.email)!,
          {
            method: "GET",
            url: `/api/tickets/${p.requestId}`,
          },
        )
      ).json() as { code: string };
      expect(own.code).toBe(p.code);
    }
    const other = await insertCamp(t.database.db);
    expect((await injectAs(t.app, staff, { method: "GET", url: `/api/meals/${other}/roster` })).statusCode).toBe(403);
  });

  it("checks a ticket in once: a replay answers the same, a second device learns when and by whom", async () => {
    const { mealId } = await campWith(1);
    await post(admin, "/api/make-staff", { userId: staff.id, mealId });
    const [p] = (await roster(admin, mealId)).participants;
    const clientId = crypto.randomUUID();
    const first = await scan(staff, mealId, formatTicketCode(p!.code).toLowerCase(), new Date(), clientId);
    expect(first.statusCode).toBe(200);
    const made = first.json() as CheckInResult;
    expect(made).toMatchObject({ result: "checked_in", checkIn: { by: "Sam Staff" }, participant: { name: p!.name } });
    const replay = (await scan(staff, mealId, p!.code, new Date(), clientId)).json() as CheckInResult;
    expect(replay).toEqual(made);
    const second = (await scan(admin, mealId, p!.code)).json() as CheckInResult;
    expect(second).toMatchObject({ result: "already_checked_in", checkIn: made.checkIn });
    expect(await roster(admin, mealId)).toMatchObject({ expected: 1, checkedIn: 1 });
  });

  it("keeps the earliest scan when two offline devices sync the same ticket late", async () => {
    const { mealId } = await campWith(1);
    const [p] = (await roster(admin, mealId)).participants;
    const now = Date.now();
    const later = new Date(now - 5 * MINUTE);
    const earlier = new Date(now - 20 * MINUTE);
    const results = await Promise.all([scan(admin, mealId, p!.code, later), scan(admin, mealId, p!.code, earlier)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => (r.json() as CheckInResult).result).sort()).toEqual(["already_checked_in", "checked_in"]);
    const rows = await queryRows<{ at: Date }>(
      t.database.db,
      sql`select checked_in_at as at from check_in where request_id = ${p!.requestId}`,
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.at).toISOString()).toBe(earlier.toISOString());
    expect((await roster(admin, mealId)).participants[0]!.checkIn?.at).toBe(earlier.toISOString());
  });

  it("refuses a code of another camp, a cancelled seat's code, a waiter's, and a scan from the future", async () => {
    const { mealId, campers, requests } = await campWith(1);
    const [p] = (await roster(admin, mealId)).participants;
    const elsewhere = await campWith(1);
    const [q] = (await roster(admin, elsewhere.mealId)).participants;
    expect((await scan(admin, mealId, q!.code)).json()).toMatchObject({ code: "TICKET_NOT_ON_CAMP" });
    expect((await scan(admin, mealId, "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ")).json()).toMatchObject({
      code: "TICKET_NOT_ON_CAMP",
    });
    expect((await scan(admin, mealId, p!.code, new Date(Date.now() + 60 * MINUTE))).json()).toMatchObject({
      code: "SCAN_IN_FUTURE",
    });
    // Declined: the ticket stops working.
    await injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meal-requests/${requests[0]}`,
      payload: { status: "declined" },
    });
    expect((await scan(admin, mealId, p!.code)).json()).toMatchObject({ code: "TICKET_REVOKED" });
    // The waiter took the seat and now has a ticket that works.
    const [promoted] = (await roster(admin, mealId)).participants;
    expect(promoted!.email).toBe(campers[1]!.email);
    expect((await scan(admin, mealId, promoted!.code)).json()).toMatchObject({ result: "checked_in" });
    const student = await signUp(t.app);
    expect((await scan(student, mealId, promoted!.code)).statusCode).toBe(403);
  });

  it("undoes a mistaken check-in, for admins and the camp's staff only", async () => {
    const { mealId } = await campWith(1);
    const [p] = (await roster(admin, mealId)).participants;
    const made = (await scan(admin, mealId, p!.code)).json() as CheckInResult;
    const undo = (user: TestUser) =>
      injectAs(t.app, user, { method: "DELETE", url: `/api/check-ins/${made.checkIn.id}` });
    expect((await undo(await signUp(t.app))).json()).toMatchObject({ code: "CHECK_IN_NOT_FOUND" });
    await post(admin, "/api/make-staff", { userId: staff.id, mealId });
    expect((await undo(staff)).statusCode).toBe(200);
    expect(await roster(admin, mealId)).toMatchObject({ checkedIn: 0 });
    expect((await undo(staff)).statusCode).toBe(404);
    expect((await scan(staff, mealId, p!.code)).json()).toMatchObject({ result: "checked_in" });
  });
});
