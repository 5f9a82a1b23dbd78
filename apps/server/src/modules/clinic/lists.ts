import {
  DEFAULT_MEDICINES,
  DEFAULT_SCREENING_TESTS,
  listKey,
  type Medicine,
  medicineLabel,
  type ScreeningTest,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { ListsRepository } from "./lists-repository.ts";

type Lists = { tests: ScreeningTest[]; medicines: Medicine[] };

const asTest = (row: { name: string; resultType: string; unit: string | null }): ScreeningTest => ({
  name: row.name,
  resultType: row.resultType as ScreeningTest["resultType"],
  ...(row.unit ? { unit: row.unit } : {}),
});
const asMedicine = (row: { name: string; strength: string | null; form: string; unit: string }): Medicine => ({
  name: row.name,
  ...(row.strength ? { strength: row.strength } : {}),
  form: row.form,
  unit: row.unit,
});

const invalid = (detail: string) => refuse("VALIDATION_ERROR", { detail });

/**
 * A camp's screening tests and medicines (issue 39): its own lists or the defaults, replaced by admins (audited), and
 * the check that a screening result or a prescription names an entry of them.
 */
export function createClinicLists(db: Db, lists: ListsRepository, audit: AuditService) {
  async function screeningTests(tx: Db | Tx, campId: string) {
    const rows = await lists.screeningTests(tx, campId);
    return { tests: rows.length ? rows.map(asTest) : [...DEFAULT_SCREENING_TESTS], custom: rows.length > 0 };
  }
  async function medicines(tx: Db | Tx, campId: string) {
    const rows = await lists.medicines(tx, campId);
    return { medicines: rows.length ? rows.map(asMedicine) : [...DEFAULT_MEDICINES], custom: rows.length > 0 };
  }

  /** Each screening result names a test of the camp's list and gives its kind of result, in the list's unit. */
  function checkScreening(section: Record<string, unknown>, tests: Lists["tests"]) {
    const byKey = new Map(tests.map((t) => [listKey(t.name), t]));
    const results = (section.results ?? []) as Array<{ test: string; value: unknown; unit?: string }>;
    section.results = results.map((result, i) => {
      const test = byKey.get(listKey(result.test));
      if (!test) throw invalid(`results.${i}.test: ${result.test} is not on this camp's screening list`);
      const fits =
        test.resultType === "number"
          ? typeof result.value === "number"
          : test.resultType === "positiveNegative"
            ? result.value === "positive" || result.value === "negative"
            : typeof result.value === "string";
      if (!fits) throw invalid(`results.${i}.value: ${test.name} gives a ${KIND_OF_RESULT[test.resultType]}`);
      if (result.unit !== undefined && listKey(result.unit) !== listKey(test.unit ?? "")) {
        throw invalid(`results.${i}.unit: ${test.name} is recorded in ${test.unit ?? "no unit"}`);
      }
      return { test: test.name, value: result.value, ...(test.unit ? { unit: test.unit } : {}) };
    });
  }

  /**
   * Each prescription names a medicine of the camp's list by its name and strength, or by its name alone when the
   * list holds that name once; it is spelled as the list labels it.
   */
  function checkPrescriptions(section: Record<string, unknown>, list: Lists["medicines"]) {
    const byLabel = new Map(list.map((m) => [listKey(medicineLabel(m)), medicineLabel(m)]));
    const byName = new Map<string, string | null>();
    for (const m of list) byName.set(listKey(m.name), byName.has(listKey(m.name)) ? null : medicineLabel(m));
    section.prescriptions = (section.prescriptions as Array<{ medicine: string }>).map((p, i) => {
      const label = byLabel.get(listKey(p.medicine)) ?? byName.get(listKey(p.medicine));
      if (!label) throw invalid(`prescriptions.${i}.medicine: ${p.medicine} is not on this camp's medicine list`);
      return { ...p, medicine: label };
    });
  }

  return {
    screeningTests: (campId: string) => screeningTests(db, campId),
    medicines: (campId: string) => medicines(db, campId),

    /** Checks (and spells as the list does) a screening or consultation section; other sections pass as they are. */
    async checkSection(tx: Tx, campId: string, station: string, section: Record<string, unknown>) {
      if (station === "screening") checkScreening(section, (await screeningTests(tx, campId)).tests);
      if (station === "consultation" && Array.isArray(section.prescriptions) && section.prescriptions.length > 0) {
        checkPrescriptions(section, (await medicines(tx, campId)).medicines);
      }
      return section;
    },

    async replaceScreeningTests(campId: string, tests: ScreeningTest[], actor: AuditActor) {
      return db.transaction(async (tx) => {
        await lockCamp(tx, campId);
        const before = await screeningTests(tx, campId);
        await lists.replaceScreeningTests(
          tx,
          campId,
          tests.map((t) => ({ name: t.name, resultType: t.resultType, unit: t.unit ?? null })),
        );
        await audit.record(tx, actor, {
          action: "camp.screening-tests-replaced",
          target: { type: "camp", id: campId },
          campId,
          before: { tests: before.custom ? before.tests.map((t) => t.name) : "default" },
          after: { tests: tests.map((t) => t.name) },
        });
        return screeningTests(tx, campId);
      });
    },

    async replaceMedicines(campId: string, list: Medicine[], actor: AuditActor) {
      return db.transaction(async (tx) => {
        await lockCamp(tx, campId);
        const before = await medicines(tx, campId);
        await lists.replaceMedicines(
          tx,
          campId,
          list.map((m) => ({ ...m, strength: m.strength ?? null, key: listKey(medicineLabel(m)) })),
        );
        await audit.record(tx, actor, {
          action: "camp.medicines-replaced",
          target: { type: "camp", id: campId },
          campId,
          before: { medicines: before.custom ? before.medicines.map(medicineLabel) : "default" },
          after: { medicines: list.map(medicineLabel) },
        });
        return medicines(tx, campId);
      });
    },
  };

  async function lockCamp(tx: Tx, campId: string) {
    if (!(await lists.lockCamp(tx, campId))) throw refuse("CAMP_NOT_FOUND");
  }
}
export type ClinicLists = ReturnType<typeof createClinicLists>;

const KIND_OF_RESULT: Record<ScreeningTest["resultType"], string> = {
  number: "number",
  positiveNegative: "positive or negative result",
  text: "written result",
};
