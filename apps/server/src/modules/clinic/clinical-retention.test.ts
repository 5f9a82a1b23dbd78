import type { Visit } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { insertDatedCamp } from "../../test/calendar-test-camps.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { createClinicalRetentionSweep } from "./retention.ts";

const DAY = 86_400_000;
const RETENTION_DAYS = 365;

/** Issue 39 (ADR 027): a visit's clinical data leaves RETENTION days after its camp ends, unless the person kept it. */
describe("clinical retention", () => {
  const time = movableClock();
  let t: TestApp;
  let admin: TestUser;
  let doctor: TestUser;
  let mealId: string;
  let campEnds: number;

  const as = (user: TestUser, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  /** A visit with a signed consultation and an addendum; `keep`: the person consented to keep the record. */
  const recordedVisit = async (keep: boolean) => {
    const person = { name: `Kept ${keep}`, sex: "male", ageYears: 50 };
    const res = await as(admin, "POST", `/api/meals/${mealId}/visits`, {
      person,
      consent: { care: true, followUp: false, keep },
    });
    const { visitId } = res.json() as { visitId: string };
    const writeId = crypto.randomUUID();
    await as(doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, { writeId, data: { complaints: "Cough" } });
    await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    await as(doctor, "POST", `/api/visits/${visitId}/addenda`, { writeId: crypto.randomUUID(), text: "Checked" });
    return visitId;
  };
  const clinicalRows = async (visitId: string) => {
    const [row] = await queryRows<{ writes: number; addenda: number; signed: number; deleted: string | null }>(
      t.database.db,
      sql`select (select count(*)::int from visit_write where visit_id = ${visitId}) as writes,
                 (select count(*)::int from visit_addendum where visit_id = ${visitId}) as addenda,
                 (select count(*)::int from visit_signature where visit_id = ${visitId}) as signed,
                 (select clinical_deleted_at::text from visit where id = ${visitId}) as deleted`,
    );
    return row;
  };

  beforeAll(async () => {
    // The job's own loop stays idle: the test runs the sweep itself, at the moments it chooses.
    t = await createTestApp({ JOB_POLL_MS: "3600000" }, { clock: time.clock });
    const db = t.database.db;
    [admin, doctor] = await Promise.all([signUp(t.app, { role: "admin", db }), signUp(t.app, { name: "Dr Keep" })]);
    const startsAt = new Date(time.clock.now().getTime() - 2 * DAY).toISOString();
    mealId = await insertDatedCamp(db, { startsAt, timezone: "UTC" });
    await as(admin, "POST", "/api/make-staff", { userId: doctor.id, mealId, role: "doctor" });
    const [camp] = await queryRows<{ ends_at: string }>(db, sql`select ends_at::text from meal where id = ${mealId}`);
    campEnds = new Date(camp!.ends_at).getTime();
  });
  afterAll(() => t.close());

  it("deletes the sections, signature and addenda of visits not kept, only once their retention has passed", async () => {
    const gone = await recordedVisit(false);
    const kept = await recordedVisit(true);
    const sweep = createClinicalRetentionSweep(t.database.db, time.clock, RETENTION_DAYS);

    time.forward(campEnds + (RETENTION_DAYS - 1) * DAY - time.clock.now().getTime());
    expect(await sweep()).toBe(0);
    expect(await clinicalRows(gone)).toMatchObject({ writes: 1, addenda: 1, signed: 1, deleted: null });

    time.forward(2 * DAY);
    expect(await sweep()).toBe(1);
    expect(await clinicalRows(gone)).toMatchObject({ writes: 0, addenda: 0, signed: 0 });
    expect((await clinicalRows(gone))?.deleted).not.toBeNull();
    expect(await clinicalRows(kept)).toMatchObject({ writes: 1, addenda: 1, signed: 1, deleted: null });
    // A second pass finds nothing more; the visit itself is still there, without its clinical record.
    expect(await sweep()).toBe(0);
    const visit = (await as(admin, "GET", `/api/visits/${gone}`)).json() as Visit;
    expect(visit).toMatchObject({ sections: [], signature: null, addenda: [] });
  });
});
