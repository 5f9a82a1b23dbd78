import {
  AGE_BANDS,
  type CampRangeReport,
  type CampReport,
  type CampReportRangeQuery,
  findDiagnosis,
  icd10Chapter,
  medicineLabel,
  OTHER_MEDICINES,
  REPORT_SEXES,
  type ReportSex,
  STATION_KINDS,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { ReferralsService } from "../referrals/index.ts";
import type { CampIds, CampReportRepository } from "./repository.ts";

export type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/** Who reads a camp's report: admins and the camp's doctors (the clinic has no coordinator role). */
const READERS: ReadonlySet<string> = new Set(["doctor"]);
export const TOP_DIAGNOSES = 10;

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const noneBySex = () => ({ female: 0, male: 0, other: 0, unknown: 0 }) as Record<ReportSex, number>;
const asSex = (sex: string): ReportSex =>
  (REPORT_SEXES as readonly string[]).includes(sex) ? (sex as ReportSex) : "unknown";

function registeredFigures(groups: { sex: string; band: string; people: number }[], visits: number) {
  const bySex = noneBySex();
  const byAgeBand = [...AGE_BANDS, "unknown" as const].map((band) => ({ band, ...noneBySex(), total: 0 }));
  for (const group of groups) {
    const sex = asSex(group.sex);
    const row = byAgeBand.find((b) => b.band === group.band)!;
    row[sex] += group.people;
    row.total += group.people;
    bySex[sex] += group.people;
  }
  const people = byAgeBand.reduce((sum, b) => sum + b.total, 0);
  return { people, visits, bySex, byAgeBand };
}

function diagnosisFigures(codes: { code: string | null; n: number }[], signedConsultations: number) {
  const coded = codes.filter((c): c is { code: string; n: number } => c.code !== null);
  const top = [...coded]
    .sort((a, b) => b.n - a.n || a.code.localeCompare(b.code))
    .slice(0, TOP_DIAGNOSES)
    .map((c) => ({ code: c.code, title: findDiagnosis(c.code)?.names.en ?? c.code, visits: c.n }));
  const chapters = new Map<number, { chapter: number; title: string; diagnoses: number }>();
  for (const c of coded) {
    const chapter = icd10Chapter(c.code);
    if (!chapter) continue;
    const row = chapters.get(chapter.number) ?? { chapter: chapter.number, title: chapter.title, diagnoses: 0 };
    row.diagnoses += c.n;
    chapters.set(chapter.number, row);
  }
  return {
    signedConsultations,
    coded: coded.reduce((sum, c) => sum + c.n, 0),
    uncoded: codes.find((c) => c.code === null)?.n ?? 0,
    top,
    byChapter: [...chapters.values()].sort((a, b) => a.chapter - b.chapter),
  };
}

function medicineFigures({ states, items }: Awaited<ReturnType<CampReportRepository["medicines"]>>) {
  const state = (name: string) => states.find((s) => s.state === name)?.n ?? 0;
  const byMedicine = items
    .map((i) => ({
      medicineId: i.medicine_id,
      medicine: i.name === null ? OTHER_MEDICINES : medicineLabel({ name: i.name, strength: i.strength ?? undefined }),
      unitsGiven: i.given,
      unitsNotFilled: i.not_filled,
    }))
    .sort((a, b) => b.unitsGiven - a.unitsGiven || a.medicine.localeCompare(b.medicine));
  return {
    dispenses: { filled: state("filled"), partial: state("partial"), notFilled: state("not-filled") },
    unitsGiven: byMedicine.reduce((sum, m) => sum + m.unitsGiven, 0),
    unitsNotFilled: byMedicine.reduce((sum, m) => sum + m.unitsNotFilled, 0),
    byMedicine,
  };
}

type ReferralCounts = CampReport["referrals"];
const sumReferrals = (all: ReferralCounts[]): ReferralCounts => ({
  issued: all.reduce((sum, r) => sum + r.issued, 0),
  completed: all.reduce((sum, r) => sum + r.completed, 0),
  completedWithin30Days: all.reduce((sum, r) => sum + r.completedWithin30Days, 0),
});

/**
 * The camp report (issue 41, ADR 032): every figure aggregated in the database from the camps' rows, the referrals'
 * from the referrals service, all read in one `repeatable read, read only` transaction so they are of one moment and
 * add up with each other. Exact counts: suppression is for what leaves the product (disclosure.ts).
 */
export function createCampReportService(deps: {
  db: Db;
  report: CampReportRepository;
  referrals: ReferralsService;
  /** The user's staff role at the camp, as the clinic reads it (undefined: not the camp's staff; null: check-in only). */
  staffRole: (userId: string, campId: string) => Promise<string | null | undefined>;
}) {
  const { db, report, referrals, staffRole } = deps;

  /** One snapshot of the database for every query of a report. */
  const readOnly = <T>(read: (tx: Tx) => Promise<T>) =>
    db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });

  async function mayRead(campId: string, viewer: Viewer) {
    if (viewer.role === "admin") {
      if (!(await report.campExists(campId))) throw refuse("CAMP_NOT_FOUND");
      return;
    }
    const role = await staffRole(viewer.id, campId);
    if (role === undefined || role === null) throw refuse("FORBIDDEN");
    if (!READERS.has(role)) throw refuse("STATION_ROLE_REQUIRED");
  }

  /** The figures over `campIds` in `tx`: `referralCounts` is the referrals service's, read in the same `tx`. */
  async function figures(
    tx: Tx,
    campIds: CampIds,
    referralCounts: ReferralCounts,
  ): Promise<Omit<CampReport, "campId">> {
    const registered = await report.registered(tx, campIds);
    const seen = await report.seenAtStation(tx, campIds);
    const exit = await report.doorToExit(tx, campIds);
    const readings = await report.readings(tx, campIds);
    const diagnoses = await report.diagnoses(tx, campIds);
    const medicines = await report.medicines(tx, campIds);
    return {
      registered: registeredFigures(registered.groups, registered.visits),
      // Registration has no step (a visit starts waiting at the next station): the desk registered every visit.
      seenAtStation: STATION_KINDS.map((station) => ({
        station,
        visits: station === "registration" ? registered.visits : (seen.find((s) => s.station === station)?.visits ?? 0),
      })),
      doorToExit: { exited: exit.exited, medianMinutes: oneDecimal(exit.median), p90Minutes: oneDecimal(exit.p90) },
      bloodPressure: {
        screened: readings.bp_screened,
        raised: readings.bp_raised,
        known: readings.bp_known,
        new: readings.bp_raised - readings.bp_known,
      },
      bloodSugar: {
        screened: readings.sugar_screened,
        raised: readings.sugar_raised,
        known: readings.sugar_known,
        new: readings.sugar_raised - readings.sugar_known,
      },
      diagnoses: diagnosisFigures(diagnoses.codes, diagnoses.signed),
      medicines: medicineFigures(medicines),
      referrals: referralCounts,
    };
  }

  const referralCountsOf = async (tx: Tx, campId: string, viewer: Viewer): Promise<ReferralCounts> => {
    const all = await referrals.figures(campId, viewer, tx);
    return { issued: all.issued, completed: all.completed, completedWithin30Days: all.completedWithin30Days };
  };

  return {
    mayRead,

    /** One camp's report, for admins and the camp's doctors. */
    async report(campId: string, viewer: Viewer): Promise<CampReport> {
      await mayRead(campId, viewer);
      return readOnly(async (tx) => ({
        campId,
        ...(await figures(tx, [campId], await referralCountsOf(tx, campId, viewer))),
      }));
    },

    /**
     * The report over every camp whose days overlap `from`..`to` (admins: the route checks), and those camps. The
     * referral figures are the sum of each camp's (each is a count of that camp's referrals).
     */
    async rangeReport({ from, to }: CampReportRangeQuery, admin: Viewer): Promise<CampRangeReport> {
      return readOnly(async (tx) => {
        const camps = await report.campsInRange(tx, from, to);
        const referralCounts: ReferralCounts[] = [];
        for (const camp of camps) referralCounts.push(await referralCountsOf(tx, camp.id, admin));
        return {
          from,
          to,
          camps: camps.map((c) => ({ id: c.id, title: c.title, startDate: c.start_date, endDate: c.end_date })),
          ...(await figures(
            tx,
            camps.map((c) => c.id),
            sumReferrals(referralCounts),
          )),
        };
      });
    },

    /**
     * A camp's title, days and end (the exports' file name, the DHIS2 period), place and organiser (the PDF's), read
     * after `mayRead`.
     */
    campFacts: (campId: string) => report.campFacts(db, campId),

    /** The other camps whose DHIS2 day is in `first`..`last` (their titles are public: All Camps shows them). */
    campsWithDhis2DayIn: (campId: string, first: string, last: string) =>
      report.campsWithDhis2DayIn(db, campId, first, last),
  };
}
export type CampReportService = ReturnType<typeof createCampReportService>;
