import {
  DEFAULT_LOCALE,
  type Facility,
  type FacilitiesAnswer,
  findDiagnosis,
  listKey,
  type Locale,
  MESSAGES,
  REFERRAL_LIMITS,
  type ReferralBody,
  type ReferralCallBody,
  type ReferralConfirmBody,
  type ReferralConfirmView,
  type ReferralEssential,
  type ReferralFigures,
  type ReferralIssued,
  type ReferralList,
  type ReferralListItem,
  type ReferralListQuery,
  type ReferralSlip,
  type ReferralSlipAnswer,
  type ReferralStatus,
  type StationRole,
  type VisitReferral,
  VITALS,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import {
  joinSection,
  mergeWrites,
  type PeopleRepository,
  readerOf,
  readsReferrals,
  type Sealer,
  type VisitsRepository,
} from "../clinic/index.ts";
import type { FacilityRow, ReferralRow, ReferralsRepository } from "./repository.ts";
import { linkExpiry, readReferralToken, referralToken } from "./token.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/** What a slip carries sealed: the free text and the findings as they were when it was issued. */
interface SealedReferral {
  reason: string;
  notes: string | null;
  findings: string | null;
  diagnoses: Array<{ code: string | null; text: string | null }>;
  vitals: Record<string, number>;
}

export interface ReferralsDependencies {
  db: Db;
  referrals: ReferralsRepository;
  people: PeopleRepository;
  visits: VisitsRepository;
  audit: AuditService;
  clock: Clock;
  sealer: Sealer;
  /** The confirmation links' key (token.ts: derived from the auth secret). */
  tokenKey: Buffer;
  baseUrl: string;
}

/** The day at the camp (its zone; UTC for a camp without one), as YYYY-MM-DD. */
const campDay = (at: Date, timezone: string | null) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: timezone ?? "UTC" }).format(at);

const asFacility = (row: FacilityRow) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  departments: row.departments,
});

/** Who follows referrals up: admins, and the camp's doctors and desk. */
const COORDINATORS: ReadonlySet<StationRole | "admin"> = new Set(["admin", "doctor", "desk"]);
/** Who issues referrals and prints their slips: admins and the camp's doctors. */
const REFERRERS: ReadonlySet<StationRole | "admin"> = new Set(["admin", "doctor"]);

/** What the access log says a coordinator's list (or a call's answer, one entry of it) showed. */
const LIST_READ = "referral-list";

/** The label the access log gives a read through the facility's link (it has no account). */
const FACILITY_READER = { name: "Receiving facility (confirmation link)", role: "facility" };

/**
 * Referrals that close the loop (issue 40): a camp's partner facilities, referrals issued with every essential item,
 * their slips (every read logged like the clinic's), the facility's confirmation through a signed link, and the
 * coordinator's list, calls and figures.
 */
export function createReferralsService(deps: ReferralsDependencies) {
  const { db, referrals, people, visits, audit, clock, sealer, tokenKey, baseUrl } = deps;

  async function roleAt(viewer: Viewer, campId: string, tx: Db | Tx = db): Promise<StationRole | "admin"> {
    if (viewer.role === "admin") return "admin";
    const role = await visits.staffRole(tx, viewer.id, campId);
    if (!role) throw refuse("FORBIDDEN");
    return role as StationRole;
  }

  async function mustBe(allowed: ReadonlySet<StationRole | "admin">, viewer: Viewer, campId: string, tx?: Tx) {
    const role = await roleAt(viewer, campId, tx);
    if (!allowed.has(role)) throw refuse("STATION_ROLE_REQUIRED");
    return role;
  }

  async function today(tx: Db | Tx, campId: string) {
    const camp = await referrals.camp(tx, campId);
    if (!camp) throw refuse("CAMP_NOT_FOUND");
    return campDay(clock.now(), camp.timezone);
  }

  function linkOf(referral: ReferralRow) {
    const expiresAt = linkExpiry(referral.dueOn, REFERRAL_LIMITS.linkDaysAfterDue);
    const token = referralToken(tokenKey, { referralId: referral.id, expiresAt });
    return { token, url: `${baseUrl}/referrals/confirm/${token}`, expiresAt: expiresAt.toISOString() };
  }

  const confirmationOf = (referral: ReferralRow) =>
    referral.confirmedAt && referral.arrivedOn && referral.outcome
      ? {
          arrivedOn: referral.arrivedOn,
          outcome: referral.outcome as NonNullable<ReferralSlipAnswer["confirmation"]>["outcome"],
          confirmedAt: referral.confirmedAt.toISOString(),
        }
      : null;

  /** What the slip shows, in the person's language. */
  async function slipOf(tx: Db | Tx, referral: ReferralRow): Promise<ReferralSlip> {
    const visit = await visits.byId(tx, referral.visitId);
    const person = visit ? await people.byId(tx, visit.personId) : undefined;
    const camp = await referrals.camp(tx, referral.campId);
    // An empty `sealed`: the clinical retention deleted what the slip showed (the figures keep the rest).
    if (!person || !camp || !referral.sealed) throw refuse("REFERRAL_NOT_FOUND");
    const locale = (person.language ?? (await referrals.accountLocale(tx, person.userId)) ?? DEFAULT_LOCALE) as Locale;
    const sealed = JSON.parse(sealer.open(referral.sealed)) as SealedReferral;
    return {
      referralId: referral.id,
      locale,
      camp: { title: camp.title },
      issuedOn: referral.issuedOn,
      dueOn: referral.dueOn,
      urgency: referral.urgency as ReferralSlip["urgency"],
      person: {
        name: person.name,
        sex: person.sex as ReferralSlip["person"]["sex"],
        ageYears: person.birthYear === null ? null : Number(referral.issuedOn.slice(0, 4)) - person.birthYear,
        phone: person.phone,
      },
      facility: { name: referral.facilityName, address: referral.facilityAddress, phone: referral.facilityPhone },
      department: referral.department,
      reason: sealed.reason,
      notes: sealed.notes,
      findings: sealed.findings,
      diagnoses: sealed.diagnoses.map((d) => {
        const known = d.code ? findDiagnosis(d.code) : undefined;
        const name = known ? (known.names[locale as keyof typeof known.names] ?? known.names.en) : null;
        return { code: d.code, name, text: d.text };
      }),
      vitals: Object.entries(VITALS).flatMap(([key, def]) =>
        typeof sealed.vitals[key] === "number" ? [{ key, value: sealed.vitals[key], unit: def.unit }] : [],
      ),
      referredBy: referral.referredByName,
    };
  }

  function listItem(
    row: { referral: ReferralRow; person: { id: string; name: string; phone: string | null }; status: ReferralStatus },
    calls: Awaited<ReturnType<ReferralsRepository["calls"]>>,
  ): ReferralListItem {
    const { referral, person } = row;
    const last = calls.last.get(referral.id);
    return {
      referralId: referral.id,
      visitId: referral.visitId,
      person,
      facility: { name: referral.facilityName, phone: referral.facilityPhone },
      department: referral.department,
      urgency: referral.urgency as ReferralListItem["urgency"],
      issuedOn: referral.issuedOn,
      dueOn: referral.dueOn,
      status: row.status,
      referredBy: referral.referredByName,
      arrivedOn: referral.arrivedOn,
      outcome: referral.outcome as ReferralListItem["outcome"],
      calls: calls.counts.get(referral.id) ?? 0,
      lastCall: last
        ? {
            result: last.result as NonNullable<ReferralListItem["lastCall"]>["result"],
            note: last.noteSealed ? sealer.open(last.noteSealed) : null,
            at: last.at.toISOString(),
            by: last.calledByName,
          }
        : null,
    };
  }

  /** The list's reads in the access log: a row per person shown (ADR 027: every read is logged). */
  async function logListRead(
    tx: Tx,
    rows: readonly { referral: ReferralRow; person: { id: string } }[],
    viewer: Viewer,
    role: StationRole | "admin",
  ) {
    const at = clock.now();
    await visits.recordRead(
      tx,
      rows.map(({ referral, person }) => ({
        personId: person.id,
        visitId: referral.visitId,
        readerId: viewer.id,
        readerName: viewer.name,
        readerRole: role,
        what: LIST_READ,
        at,
      })),
    );
  }

  /** The referral a token names, or the refusal its check gives (nothing about any referral is told then). */
  function fromToken(token: string) {
    const check = readReferralToken(tokenKey, token, clock.now());
    if (!check.ok) throw refuse(check.reason === "expired" ? "REFERRAL_TOKEN_EXPIRED" : "REFERRAL_TOKEN_INVALID");
    return check.claim.referralId;
  }

  return {
    /** The camp's partner facilities (its station staff and admins). */
    async facilities(campId: string, viewer: Viewer): Promise<FacilitiesAnswer> {
      await roleAt(viewer, campId);
      return { facilities: (await referrals.facilities(db, campId)).map(asFacility) };
    },

    /** Replaces the camp's facilities (admin, audited); a kept facility (same name) keeps its id. */
    async replaceFacilities(campId: string, list: Facility[], actor: AuditActor): Promise<FacilitiesAnswer> {
      return db.transaction(async (tx) => {
        if (!(await referrals.lockCamp(tx, campId))) throw refuse("CAMP_NOT_FOUND");
        const before = await referrals.facilities(tx, campId);
        await referrals.replaceFacilities(
          tx,
          campId,
          list.map((f) => ({ ...f, key: listKey(f.name) })),
        );
        await audit.record(tx, actor, {
          action: "camp.facilities-replaced",
          target: { type: "camp", id: campId },
          campId,
          before: { facilities: before.map((f) => f.name) },
          after: { facilities: list.map((f) => f.name) },
        });
        return { facilities: (await referrals.facilities(tx, campId)).map(asFacility) };
      });
    },

    /**
     * Issues a referral at a visit (the camp's doctors, admins). Refused with REFERRAL_INCOMPLETE, naming every
     * missing essential item, until the slip has them all; a repeated referralId answers the first.
     */
    async issue(visitId: string, body: ReferralBody, viewer: Viewer): Promise<ReferralIssued> {
      return db.transaction(async (tx) => {
        const visit = await visits.byId(tx, visitId);
        if (!visit) throw refuse("VISIT_NOT_FOUND");
        const role = await mustBe(REFERRERS, viewer, visit.campId, tx);
        await referrals.lockId(tx, body.referralId);
        const again = await referrals.byId(tx, body.referralId);
        if (again) {
          if (again.visitId !== visitId) throw refuse("WRITE_ID_REUSED");
          return { referralId: again.id, issuedOn: again.issuedOn, dueOn: again.dueOn };
        }
        const person = await people.byId(tx, visit.personId);
        if (!person) throw refuse("VISIT_NOT_FOUND");
        const facility = body.facilityId ? await referrals.facility(tx, body.facilityId) : undefined;
        if (body.facilityId && facility?.campId !== visit.campId) throw refuse("FACILITY_NOT_FOUND");
        const department = body.department
          ? facility?.departments.length
            ? facility.departments.find((d) => listKey(d) === listKey(body.department!))
            : body.department
          : undefined;
        if (body.department && facility && department === undefined) throw refuse("DEPARTMENT_NOT_LISTED");

        const writes = await visits.writes(tx, visitId, ["vitals", "consultation"]);
        const section = (station: "vitals" | "consultation") =>
          mergeWrites(
            writes.filter((w) => w.station === station).map((w) => joinSection(w.data, w.sealed, sealer)),
            station,
          );
        const vitalsSection = section("vitals");
        const consultation = section("consultation");
        const vitals = Object.fromEntries(
          Object.keys(VITALS).flatMap((key) =>
            typeof vitalsSection[key] === "number" ? [[key, vitalsSection[key] as number]] : [],
          ),
        );
        const diagnoses = ((consultation.diagnoses ?? []) as Array<{ code?: string; text?: string }>).map((d) => ({
          code: d.code ?? null,
          text: d.text ?? null,
        }));
        const findings = (consultation.findings as string | undefined) ?? null;
        const signature = await visits.signature(tx, visitId);
        const consultationAuthor = writes.filter((w) => w.station === "consultation").at(-1)?.authorName;
        const clinician = role === "doctor" ? viewer.name : (signature?.signedByName ?? consultationAuthor);

        const missing: ReferralEssential[] = [];
        if (!person.name.trim()) missing.push("personName");
        if (!person.sex) missing.push("personSex");
        if (person.birthYear === null) missing.push("personAge");
        if (!person.phone) missing.push("personPhone");
        if (!body.reason) missing.push("reason");
        if (!findings && diagnoses.length === 0) missing.push("findings");
        if (Object.keys(vitals).length === 0) missing.push("vitals");
        if (!facility) missing.push("facility");
        if (!department) missing.push("department");
        if (!clinician) missing.push("clinician");
        if (!body.dueOn) missing.push("dueOn");
        if (missing.length > 0) {
          const items = missing.map((item) => MESSAGES.referrals.essentials[item]).join(", ");
          throw refuse("REFERRAL_INCOMPLETE", { items });
        }

        const camp = await referrals.camp(tx, visit.campId);
        if (!camp) throw refuse("VISIT_NOT_FOUND");
        const now = clock.now();
        const issuedOn = campDay(now, camp.timezone);
        if (body.dueOn! < issuedOn) throw refuse("DUE_BEFORE_ISSUED");
        const sealed: SealedReferral = {
          reason: body.reason!,
          notes: body.notes || null,
          findings,
          diagnoses,
          vitals,
        };
        await referrals.insert(tx, {
          id: body.referralId,
          campId: visit.campId,
          visitId,
          facilityId: facility!.id,
          facilityName: facility!.name,
          facilityAddress: facility!.address,
          facilityPhone: facility!.phone,
          department: department!,
          urgency: body.urgency,
          sealed: sealer.seal(JSON.stringify(sealed)),
          issuedOn,
          dueOn: body.dueOn!,
          issuedAt: now,
          issuedBy: viewer.id,
          referredByName: clinician!,
        });
        return { referralId: body.referralId, issuedOn, dueOn: body.dueOn! };
      });
    },

    /**
     * The slip and its confirmation link (the camp's doctors, admins, the person). A clinical read: logged in the
     * person's access log like the clinic's reads.
     */
    async slip(referralId: string, viewer: Viewer): Promise<ReferralSlipAnswer> {
      const referral = await referrals.byId(db, referralId);
      if (!referral) throw refuse("REFERRAL_NOT_FOUND");
      const visit = await visits.byId(db, referral.visitId);
      if (!visit) throw refuse("REFERRAL_NOT_FOUND");
      // The clinic's readers of the visit's referrals (clinic/access.ts), as for the visit itself.
      const reader = await readerOf(
        db,
        visits,
        viewer,
        visit,
        async () => (await people.byId(db, visit.personId))?.userId,
      );
      if (!readsReferrals(reader)) throw refuse("STATION_ROLE_REQUIRED");
      return db.transaction(async (tx) => {
        await visits.recordRead(tx, {
          personId: visit.personId,
          visitId: visit.id,
          readerId: viewer.id,
          readerName: viewer.name,
          readerRole: reader,
          what: "referral",
          at: clock.now(),
        });
        return {
          slip: await slipOf(tx, referral),
          confirm: linkOf(referral),
          status: (await referrals.listed(tx, referral.id, await today(tx, referral.campId)))!.status,
          confirmation: confirmationOf(referral),
        };
      });
    },

    /**
     * What the facility's link opens (no account): the slip and whether it was confirmed, nothing else. An expired or
     * altered token is refused and tells nothing. The read is in the person's access log as the facility's.
     */
    async confirmView(token: string): Promise<ReferralConfirmView> {
      const referralId = fromToken(token);
      return db.transaction(async (tx) => {
        const referral = await referrals.byId(tx, referralId);
        const visit = referral && (await visits.byId(tx, referral.visitId));
        if (!referral || !visit) throw refuse("REFERRAL_TOKEN_INVALID");
        await visits.recordRead(tx, {
          personId: visit.personId,
          visitId: visit.id,
          readerId: null,
          readerName: FACILITY_READER.name,
          readerRole: FACILITY_READER.role,
          what: "referral",
          at: clock.now(),
        });
        return { slip: await slipOf(tx, referral), confirmation: confirmationOf(referral) };
      });
    },

    /**
     * The facility confirms the arrival, once. The same confirmation sent again answers like the first
     * (`applied: false`); another date or outcome is refused (REFERRAL_ALREADY_CONFIRMED): the first stands.
     */
    async confirm(token: string, body: ReferralConfirmBody) {
      const referralId = fromToken(token);
      return db.transaction(async (tx) => {
        const referral = await referrals.lock(tx, referralId);
        if (!referral) throw refuse("REFERRAL_TOKEN_INVALID");
        const done = confirmationOf(referral);
        if (done) {
          if (done.arrivedOn !== body.arrivedOn || done.outcome !== body.outcome) {
            throw refuse("REFERRAL_ALREADY_CONFIRMED");
          }
          return { ...done, applied: false };
        }
        if (body.arrivedOn < referral.issuedOn) throw refuse("ARRIVED_BEFORE_ISSUED");
        // The facility's day may be ahead of UTC's (up to 14 hours): tomorrow in UTC is the latest day there.
        const now = clock.now();
        if (body.arrivedOn > campDay(new Date(now.getTime() + 14 * 3_600_000), "UTC")) {
          throw refuse("ARRIVED_IN_FUTURE");
        }
        await referrals.confirm(tx, referralId, {
          arrivedOn: body.arrivedOn,
          outcome: body.outcome,
          outcomeSealed: body.note ? sealer.seal(body.note) : null,
          confirmedAt: now,
        });
        return { arrivedOn: body.arrivedOn, outcome: body.outcome, confirmedAt: now.toISOString(), applied: true };
      });
    },

    /**
     * The coordinator's list (admins, the camp's doctors and desk): by status or short code, overdue first, a page at
     * a time. It shows people's names, phones and call notes: each person shown is logged in their access log, in
     * the transaction that reads them.
     */
    async list(campId: string, query: ReferralListQuery, viewer: Viewer): Promise<ReferralList> {
      const role = await mustBe(COORDINATORS, viewer, campId);
      return db.transaction(async (tx) => {
        const day = await today(tx, campId);
        const filter = { status: query.status, codeDigits: query.code?.replace(/[- ]/g, "").toLowerCase() };
        const { rows, total } = await referrals.page(
          tx,
          campId,
          day,
          filter,
          query.limit,
          (query.page - 1) * query.limit,
        );
        await logListRead(tx, rows, viewer, role);
        const calls = await referrals.calls(
          tx,
          rows.map((r) => r.referral),
        );
        return {
          referrals: rows.map((row) => listItem(row, calls)),
          page: query.page,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
          total,
        };
      });
    },

    /**
     * Records a follow-up call (admins, the camp's doctors and desk); a repeated callId records it once. The answer is
     * the referral as the list shows it, logged like the list.
     */
    async call(referralId: string, body: ReferralCallBody, viewer: Viewer) {
      const found = await referrals.byId(db, referralId);
      if (!found) throw refuse("REFERRAL_NOT_FOUND");
      const role = await mustBe(COORDINATORS, viewer, found.campId);
      return db.transaction(async (tx) => {
        await referrals.lock(tx, referralId);
        const earlier = await referrals.callById(tx, body.callId);
        if (earlier && earlier.referralId !== referralId) throw refuse("WRITE_ID_REUSED");
        const applied =
          !earlier &&
          (await referrals.insertCall(tx, {
            id: body.callId,
            referralId,
            result: body.result,
            noteSealed: body.note ? sealer.seal(body.note) : null,
            calledBy: viewer.id,
            calledByName: viewer.name,
            at: clock.now(),
          }));
        const row = await referrals.listed(tx, referralId, await today(tx, found.campId));
        await logListRead(tx, [row!], viewer, role);
        const calls = await referrals.calls(tx, [row!.referral]);
        return { callId: body.callId, applied, referral: listItem(row!, calls) };
      });
    },

    /**
     * The referrals issued at a visit, as the visit shows them (the clinic asks, in the transaction that reads the
     * visit and logs the read).
     */
    async ofVisit(tx: Db | Tx, visit: { id: string; campId: string }): Promise<VisitReferral[]> {
      const rows = await referrals.ofVisit(tx, visit.id, await today(tx, visit.campId));
      return rows.map(({ referral, status }) => ({
        referralId: referral.id,
        facility: { name: referral.facilityName },
        department: referral.department,
        urgency: referral.urgency as VisitReferral["urgency"],
        issuedOn: referral.issuedOn,
        dueOn: referral.dueOn,
        status,
      }));
    },

    /**
     * The camp's figures (admins, the camp's doctors and desk). `tx`: the camp report's read-only transaction, so its
     * figures and these are of one moment (ADR 032).
     */
    async figures(campId: string, viewer: Viewer, tx?: Tx): Promise<ReferralFigures> {
      await mustBe(COORDINATORS, viewer, campId, tx);
      const row = await referrals.figures(campId, await today(tx ?? db, campId), tx);
      return {
        issued: row.issued,
        completed: row.completed,
        completedWithin30Days: row.completedWithin,
        medianDaysToCompletion: row.median === null ? null : Number(row.median),
        overdue: row.overdue,
        lost: row.lost,
      };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
