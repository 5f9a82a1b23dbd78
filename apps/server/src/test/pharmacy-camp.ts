import type { RegisterVisitAnswer, StockReport } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import { campMedicines } from "../db/schema/index.ts";
import type { TestApp } from "./test-app.ts";
import { insertCamp } from "./test-camps.ts";
import { injectAs, signUp, type TestUser } from "./test-users.ts";

/** The camp's own medicine list the pharmacy tests stock (issue 40). */
export const PHARMACY_MEDICINES = [
  { name: "Paracetamol", strength: "500 mg", form: "tablet", unit: "tablet" },
  { name: "Amlodipine", strength: "5 mg", form: "tablet", unit: "tablet" },
  { name: "Metformin", strength: "500 mg", form: "tablet", unit: "tablet" },
] as const;

const DAY_MS = 86_400_000;
/** The UTC day `days` from `now` (the test camps have no zone: their day is UTC), as YYYY-MM-DD. */
export const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A camp with a clinic and a pharmacy for the pharmacy tests: its admin, station staff by role, a pharmacist of
 * another camp and a camper; its own medicine list (PHARMACY_MEDICINES) and the requests the tests send.
 */
export async function pharmacyCamp(t: TestApp) {
  const db = t.database.db;
  const [admin, desk, nurse, doctor, pharmacist, otherPharmacist, camper] = await Promise.all([
    signUp(t.app, { role: "admin", name: "Pia Admin", db }),
    signUp(t.app, { name: "Dipu Desk" }),
    signUp(t.app, { name: "Nila Nurse" }),
    signUp(t.app, { name: "Dr Haque" }),
    signUp(t.app, { name: "Farid Pharmacist" }),
    signUp(t.app, { name: "Other Pharmacist" }),
    signUp(t.app, { name: "Kona Camper" }),
  ]);
  const mealId = await insertCamp(db, "Pharmacy Camp");
  const otherCamp = await insertCamp(db, "Other Pharmacy Camp");
  const as = (user: TestUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  for (const [user, role, camp] of [
    [desk, "desk", mealId],
    [nurse, "nurse", mealId],
    [doctor, "doctor", mealId],
    [pharmacist, "pharmacist", mealId],
    [otherPharmacist, "pharmacist", otherCamp],
  ] as const) {
    const res = await as(admin, "POST", "/api/make-staff", { userId: user.id, mealId: camp, role });
    if (res.statusCode !== 200) throw new Error(`make-staff: ${res.statusCode} ${res.body}`);
  }
  const listed = await as(admin, "PUT", `/api/meals/${mealId}/medicines`, { medicines: PHARMACY_MEDICINES });
  if (listed.statusCode !== 200) throw new Error(`medicines: ${listed.statusCode} ${listed.body}`);
  const rows = await db
    .select({ id: campMedicines.id, name: campMedicines.name })
    .from(campMedicines)
    .where(eq(campMedicines.campId, mealId));
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;

  return {
    admin,
    desk,
    nurse,
    doctor,
    pharmacist,
    otherPharmacist,
    camper,
    mealId,
    otherCamp,
    as,
    medicineIds: { paracetamol: idOf("Paracetamol"), amlodipine: idOf("Amlodipine"), metformin: idOf("Metformin") },

    /** Receives a batch (as the pharmacist unless told): the answer as sent. */
    receive: (
      body: { medicineId: string; batch: string; quantity: number; expiresOn: string; receiptId?: string },
      user: TestUser = pharmacist,
    ) => as(user, "POST", `/api/meals/${mealId}/stock`, { receiptId: crypto.randomUUID(), ...body }),

    /** A fresh visit whose consultation prescribes these medicines; signed unless told. */
    async prescribedVisit(medicines: readonly string[], { sign = true } = {}) {
      const registered = await as(desk, "POST", `/api/meals/${mealId}/visits`, {
        person: { name: `Patient ${crypto.randomUUID().slice(0, 6)}`, sex: "female", ageYears: 50 },
        consent: { care: true, followUp: false, keep: false },
      });
      if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
      const { visitId } = registered.json() as RegisterVisitAnswer;
      const prescriptions = medicines.map((medicine) => ({
        medicine,
        dose: "1 tablet",
        frequency: "twice a day",
        days: 5,
      }));
      const written = await as(doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
        writeId: crypto.randomUUID(),
        data: { prescriptions },
      });
      if (written.statusCode !== 200) throw new Error(`consultation: ${written.statusCode} ${written.body}`);
      if (sign) {
        const signed = await as(doctor, "POST", `/api/visits/${visitId}/sign`);
        if (signed.statusCode !== 200) throw new Error(`sign: ${signed.statusCode} ${signed.body}`);
      }
      return visitId;
    },

    /** Sends a dispense (as the pharmacist unless told). */
    dispense: (
      visitId: string,
      body: {
        dispenseId?: string;
        items: Array<{ medicine?: string; medicineId?: string; quantity: number }>;
        partial?: boolean;
        madeAt?: string;
      },
      user: TestUser = pharmacist,
    ) => as(user, "POST", `/api/visits/${visitId}/dispenses`, { dispenseId: crypto.randomUUID(), ...body }),

    async report(user: TestUser = pharmacist): Promise<StockReport> {
      const res = await as(user, "GET", `/api/meals/${mealId}/stock-report`);
      if (res.statusCode !== 200) throw new Error(`stock report: ${res.statusCode} ${res.body}`);
      return res.json() as StockReport;
    },
  };
}
export type PharmacyCamp = Awaited<ReturnType<typeof pharmacyCamp>>;
