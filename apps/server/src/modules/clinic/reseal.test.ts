import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, TEST_CLINICAL_KEY, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { resealClinicalData } from "./reseal.ts";
import { createSealer } from "./sealing.ts";

/** Issue 39: a rotated key's values are re-sealed under the new one, after which the old key is not needed. */
describe("re-sealing clinical text after a key rotation", () => {
  let t: TestApp;
  let doctor: TestUser;
  let visitId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUp(t.app, { role: "admin", db: t.database.db });
    doctor = await signUp(t.app, { name: "Dr Rotate" });
    const mealId = await insertCamp(t.database.db);
    await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/make-staff",
      payload: { userId: doctor.id, mealId, role: "doctor" },
    });
    const registered = await injectAs(t.app, admin, {
      method: "POST",
      url: `/api/meals/${mealId}/visits`,
      payload: {
        person: { name: "Rotated", sex: "male", ageYears: 20 },
        consent: { care: true, followUp: false, keep: true },
      },
    });
    visitId = (registered.json() as { visitId: string }).visitId;
    const as = (method: "PUT" | "POST", url: string, payload?: object) =>
      injectAs(t.app, doctor, { method, url, ...(payload ? { payload } : {}) });
    await as("PUT", `/api/visits/${visitId}/sections/consultation`, {
      writeId: crypto.randomUUID(),
      data: { complaints: "Old key text" },
    });
    await as("POST", `/api/visits/${visitId}/sign`);
    await as("POST", `/api/visits/${visitId}/addenda`, { writeId: crypto.randomUUID(), text: "Old key addendum" });
  });
  afterAll(() => t.close());

  it("moves every sealed value to the new key, each opening to the same text without the old key", async () => {
    const oldKey = Buffer.from(TEST_CLINICAL_KEY, "base64");
    const newKey = Buffer.alloc(32, 9);
    const rotated = createSealer(newKey, [oldKey]);
    expect(await resealClinicalData(t.database.db, rotated)).toBe(2);
    expect(await resealClinicalData(t.database.db, rotated)).toBe(0);
    const rows = await queryRows<{ sealed: string }>(
      t.database.db,
      sql`select sealed from visit_write where visit_id = ${visitId} union all
          select sealed from visit_addendum where visit_id = ${visitId}`,
    );
    const newOnly = createSealer(newKey);
    expect(rows.map((r) => r.sealed.split(".")[1])).toEqual([newOnly.keyId, newOnly.keyId]);
    const texts = rows.map((r) => newOnly.open(r.sealed));
    expect(texts).toEqual([JSON.stringify({ complaints: "Old key text" }), "Old key addendum"]);
    expect(() => createSealer(oldKey).open(rows[0]!.sealed)).toThrow(/not configured/);
  });
});
