import type { RegisterVisitAnswer } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const consent = { care: true, followUp: false, keep: false };

/** Issue 39: admins merge or dismiss the desks' possible duplicates, set a camp's stations, and see who read what. */
describe("the clinic's records for admins", () => {
  let t: TestApp;
  let admin: TestUser;
  let doctor: TestUser;
  let mealId: string;

  const as = (user: TestUser, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const register = async (person: object) => {
    const res = await as(admin, "POST", `/api/meals/${mealId}/visits`, { person, consent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as RegisterVisitAnswer;
  };
  const twins = async (phone: string) => {
    const person = { name: "Ruma Akter", sex: "female", birthYear: 1990, phone };
    const older = await register(person);
    const newer = await register({ ...person, name: "Ruma Aktar" });
    expect(newer.possibleDuplicates.map((p) => p.id)).toEqual([older.personId]);
    return { older, newer };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, doctor] = await Promise.all([
      signUp(t.app, { role: "admin", db: t.database.db }),
      signUp(t.app, { name: "Dr Reader" }),
    ]);
    mealId = await insertCamp(t.database.db, "Records Camp");
    await as(admin, "POST", "/api/make-staff", { userId: doctor.id, mealId, role: "doctor" });
  });
  afterAll(() => t.close());

  it("merges a duplicate: its visits and reads move to the person, the pair leaves the list, the merge is audited", async () => {
    const { older, newer } = await twins("+8801555000001");
    await as(doctor, "GET", `/api/visits/${newer.visitId}`);
    const listed = (await as(admin, "GET", "/api/admin/people/duplicates")).json() as {
      pairs: { person: { id: string }; other: { id: string } }[];
    };
    expect(listed.pairs.map((p) => [p.person.id, p.other.id])).toContainEqual([newer.personId, older.personId]);
    expect(
      (await as(admin, "POST", `/api/people/${newer.personId}/merge`, { into: newer.personId })).json(),
    ).toMatchObject({ code: "MERGE_SAME_PERSON" });
    const merged = await as(admin, "POST", `/api/people/${newer.personId}/merge`, { into: older.personId });
    expect(merged.statusCode, merged.body).toBe(200);
    const [counts] = await queryRows<{ visits: number; reads: number; merged_into: string; audited: number }>(
      t.database.db,
      sql`select (select count(*)::int from visit where person_id = ${older.personId}) as visits,
                 (select count(*)::int from clinical_access where person_id = ${older.personId}) as reads,
                 (select merged_into::text from person where id = ${newer.personId}) as merged_into,
                 (select count(*)::int from audit_log where action = 'person.merged') as audited`,
    );
    expect(counts).toEqual({ visits: 2, reads: 1, merged_into: older.personId, audited: 1 });
    const after = (await as(admin, "GET", "/api/admin/people/duplicates")).json() as { pairs: unknown[] };
    expect(JSON.stringify(after)).not.toContain(newer.personId);
    // Registering the merged person again is registering the person it became.
    const again = await as(admin, "POST", `/api/meals/${mealId}/visits`, { personId: newer.personId, consent });
    expect((again.json() as RegisterVisitAnswer).personId).toBe(older.personId);
  });

  it("dismisses a pair that are two people, once", async () => {
    const { older, newer } = await twins("+8801555000002");
    const url = `/api/people/${newer.personId}/duplicates/${older.personId}`;
    expect((await as(admin, "DELETE", url)).statusCode).toBe(200);
    expect((await as(admin, "DELETE", url)).json()).toMatchObject({ code: "PERSON_NOT_FOUND" });
  });

  it("routes visits through the camp's own stations, and keeps a station with people at it", async () => {
    const waiting = await register({ name: "Station Walker", sex: "male", ageYears: 30 });
    const put = (stations: string[]) => as(admin, "PUT", `/api/meals/${mealId}/stations`, { stations });
    expect((await put(["registration", "consultation", "exit"])).json()).toMatchObject({ code: "STATION_IN_USE" });
    expect((await put(["vitals", "registration"])).statusCode).toBe(400);
    expect((await put(["registration", "vitals", "consultation", "exit"])).statusCode).toBe(200);
    expect((await as(doctor, "GET", `/api/meals/${mealId}/stations`)).json()).toEqual({
      stations: ["registration", "vitals", "consultation", "exit"],
    });
    const moved = await as(doctor, "POST", `/api/visits/${waiting.visitId}/move`, { from: "vitals", to: "next" });
    expect(moved.json()).toEqual({ station: "consultation", state: "waiting" });
  });

  it("shows an admin the records one staff member read", async () => {
    const { visitId } = await register({ name: "Read Once", sex: "female", ageYears: 60 });
    await as(doctor, "GET", `/api/visits/${visitId}`);
    const reads = (await as(admin, "GET", `/api/admin/clinical-reads?userId=${doctor.id}`)).json() as {
      entries: { visitId: string; reader: { role: string } }[];
    };
    expect(reads.entries[0]).toMatchObject({ visitId, reader: { role: "doctor" } });
  });
});
