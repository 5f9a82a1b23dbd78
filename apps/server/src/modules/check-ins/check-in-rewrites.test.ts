import type { AuditPage, CheckInResult, MealDetail, Roster } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { insertDatedCamp } from "../../test/calendar-test-camps.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Issue 37, item 2: a check-in cannot be rewritten quietly. Scan times are held to the camp's check-in window and a
 * plausible offline delay, every change is audited, who checked a ticket in is their account (not the name they
 * chose), and an undone check-in stays undone when its queued scan is sent again.
 */
describe("check-ins that cannot be rewritten quietly", () => {
  let t: TestApp;
  let admin: TestUser;
  let sam: TestUser;
  let rex: TestUser;
  const time = movableClock();

  const post = (user: TestUser, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const roster = async (mealId: string) =>
    (await injectAs(t.app, admin, { method: "GET", url: `/api/meals/${mealId}/roster` })).json() as Roster;
  const scan = (user: TestUser, mealId: string, code: string, at: Date, clientId: string = crypto.randomUUID()) =>
    post(user, "/api/check-ins", { mealId, code, clientId, scannedAt: at.toISOString() });
  /** The camp's check-in entries in the audit log, newest first. */
  const audit = async (query: string) =>
    (
      (await injectAs(t.app, admin, { method: "GET", url: `/api/admin/audit${query}` })).json() as AuditPage
    ).entries.filter((e) => e.target.type === "check-in");
  const now = () => time.clock.now();

  /** A camp (dated, starting `startsIn` from now, or undated) with one seat-holder; Sam and Rex are its staff. */
  const campWithOne = async (startsIn?: number) => {
    const mealId =
      startsIn === undefined
        ? await insertCamp(t.database.db, "Rewrite Camp")
        : await insertDatedCamp(t.database.db, { startsAt: new Date(now().getTime() + startsIn).toISOString() });
    const camper = await signUp(t.app, { badge: "Gold", db: t.database.db });
    expect((await post(camper, "/api/meal/request", { mealId })).statusCode).toBe(201);
    for (const staff of [sam, rex]) await post(admin, "/api/make-staff", { userId: staff.id, mealId });
    const [p] = (await roster(mealId)).participants;
    return { mealId, camper, code: p!.code };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    [admin, sam, rex] = await Promise.all([
      signUp(t.app, { role: "admin", name: "Ada Admin", db: t.database.db }),
      signUp(t.app, { name: "Sam Staff" }),
      signUp(t.app, { name: "Rex Staff" }),
    ]);
  });
  afterAll(() => t.close());

  it("refuses a re-sent scan dated 1970 or outside the camp's window: the check-in keeps its time and who", async () => {
    const { mealId, code } = await campWithOne(HOUR);
    const made = (await scan(sam, mealId, code, now())).json() as CheckInResult;
    expect(made).toMatchObject({ result: "checked_in", checkIn: { by: "Sam Staff" } });

    // The red team's replay: another staff member, a new clientId, the epoch.
    const epoch = await scan(rex, mealId, code, new Date(0));
    expect([epoch.statusCode, epoch.json().code]).toEqual([400, "SCAN_TOO_OLD"]);
    // Earlier than check-in opens (12 hours before the start), though within the offline delay.
    const early = await scan(rex, mealId, code, new Date(now().getTime() + HOUR - 13 * HOUR));
    expect([early.statusCode, early.json().code]).toEqual([409, "SCAN_OUTSIDE_CHECK_IN"]);
    // A later scan is a re-scan: answered as already checked in, nothing moves.
    const again = (await scan(rex, mealId, code, now())).json() as CheckInResult;
    expect(again).toMatchObject({ result: "already_checked_in", checkIn: made.checkIn });
    expect((await roster(mealId)).participants[0]!.checkIn).toEqual(made.checkIn);
    expect((await audit(`?mealId=${mealId}`)).map((e) => e.action)).toEqual(["check-in.added"]);
  });

  it("checks nobody in months before a camp starts, after it ended, or with a scan older than 14 days", async () => {
    const later = await campWithOne(90 * DAY);
    const months = await scan(sam, later.mealId, later.code, now());
    expect([months.statusCode, months.json().code]).toEqual([409, "SCAN_OUTSIDE_CHECK_IN"]);
    expect(await roster(later.mealId)).toMatchObject({ checkedIn: 0 });
    // So the camper's review of it is not a verified attendee's.
    await post(later.camper, `/api/meals/${later.mealId}/review`, { comment: "Great", rating: 5 });
    const detail = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${later.mealId}` })).json();
    expect((detail as MealDetail).reviews.map((r) => r.verifiedAttendee)).toEqual([false]);

    // A camp with no dates has no window: a plausible offline delay (14 days) is its bound.
    const undated = await campWithOne();
    const old = await scan(sam, undated.mealId, undated.code, new Date(now().getTime() - 15 * DAY));
    expect([old.statusCode, old.json().code]).toEqual([400, "SCAN_TOO_OLD"]);
    expect((await scan(sam, undated.mealId, undated.code, new Date(now().getTime() - 13 * DAY))).statusCode).toBe(200);

    // Five days on, a 3-day camp that started an hour from then has ended: a scan now is refused, a queued scan
    // made on its second day is not.
    const ended = await campWithOne(HOUR);
    time.forward(5 * DAY);
    const after = await scan(sam, ended.mealId, ended.code, now());
    expect([after.statusCode, after.json().code]).toEqual([409, "SCAN_OUTSIDE_CHECK_IN"]);
    expect((await scan(sam, ended.mealId, ended.code, new Date(now().getTime() - 3 * DAY))).statusCode).toBe(200);
  });

  it("records an earlier scan that moves a check-in as check-in.changed, who before and after by account", async () => {
    const { mealId, code } = await campWithOne(HOUR);
    const made = (await scan(sam, mealId, code, now())).json() as CheckInResult;
    // Rex's phone was offline and scanned the ticket 10 minutes earlier: the earliest scan wins, and it is audited.
    const earlier = new Date(now().getTime() - 10 * MINUTE);
    const synced = (await scan(rex, mealId, code, earlier)).json() as CheckInResult;
    expect(synced).toMatchObject({
      result: "already_checked_in",
      checkIn: { id: made.checkIn.id, at: earlier.toISOString(), by: "Rex Staff" },
    });
    const [changed, added] = await audit(`?mealId=${mealId}`);
    expect(added!.action).toBe("check-in.added");
    expect(changed).toMatchObject({
      action: "check-in.changed",
      actor: { id: rex.id },
      target: { type: "check-in", id: made.checkIn.id },
      before: { at: made.checkIn.at, byUserId: sam.id },
      after: { at: earlier.toISOString(), byUserId: rex.id },
    });
    expect(synced.checkIn.byUser).toMatchObject({ id: rex.id });
  });

  it("shows who checked a ticket in by their account: a renamed staff member stays staff, with their e-mail", async () => {
    const { mealId, code } = await campWithOne(HOUR);
    const renamed = await post(rex, "/api/auth/update-user", { name: "MedCamp Admin" });
    expect(renamed.statusCode).toBe(200);
    const made = (await scan(rex, mealId, code, now())).json() as CheckInResult;
    const byRex = { id: rex.id, email: rex.email, role: "staff" };
    expect(made.checkIn).toMatchObject({ by: "MedCamp Admin", byUser: byRex });
    // Renamed back afterwards, the check-in follows the account, not the name it was made under.
    await post(rex, "/api/auth/update-user", { name: "Rex Staff" });
    expect((await roster(mealId)).participants[0]!.checkIn).toMatchObject({ by: "Rex Staff", byUser: byRex });

    const other = await campWithOne(HOUR);
    const byAdmin = (await scan(admin, other.mealId, other.code, now())).json() as CheckInResult;
    expect(byAdmin.checkIn.byUser).toEqual({ id: admin.id, email: admin.email, role: "admin" });
    const stored = await queryRows(t.database.db, sql`select by_user_id from check_in where id = ${made.checkIn.id}`);
    expect(stored).toEqual([{ by_user_id: rex.id }]);
  });

  it("keeps an undone check-in undone when its queued scan is sent again; a new scan checks in", async () => {
    const { mealId, code } = await campWithOne(HOUR);
    const clientId = crypto.randomUUID();
    const made = (await scan(sam, mealId, code, now(), clientId)).json() as CheckInResult;
    const undo = await injectAs(t.app, rex, { method: "DELETE", url: `/api/check-ins/${made.checkIn.id}` });
    expect(undo.statusCode).toBe(200);
    // The first phone never heard the answer and sends its queued scan again.
    const replay = await scan(sam, mealId, code, now(), clientId);
    expect([replay.statusCode, replay.json().code]).toEqual([409, "CHECK_IN_UNDONE"]);
    expect(await roster(mealId)).toMatchObject({ checkedIn: 0 });
    expect((await scan(sam, mealId, code, now())).json()).toMatchObject({ result: "checked_in" });
    expect((await audit(`?mealId=${mealId}`)).map((e) => e.action)).toEqual([
      "check-in.added",
      "check-in.undone",
      "check-in.added",
    ]);
  });

  it("answers a replay of a recorded scan the same, however late it comes back", async () => {
    const { mealId, code } = await campWithOne();
    const clientId = crypto.randomUUID();
    const at = now();
    const made = (await scan(sam, mealId, code, at, clientId)).json() as CheckInResult;
    time.forward(20 * DAY);
    expect((await scan(sam, mealId, code, at, clientId)).json()).toEqual(made);
  });
});
