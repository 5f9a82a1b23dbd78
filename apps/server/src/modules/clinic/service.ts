import { createHash } from "node:crypto";
import type {
  AccessLog,
  Dispense,
  MoveVisitBody,
  MyVisits,
  Person,
  Queue,
  QueueEntry,
  RegisterVisitAnswer,
  RegisterVisitBody,
  SectionWriteBody,
  StationKind,
  StationRole,
  Visit,
  VisitReferral,
} from "@medcamp/contract";
import { CLINIC_LIMITS, type Locale, QUEUE_WAIT_MS, SCAN_CLOCK_SKEW_MS, type VisitSummary } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import {
  type ClinicReader,
  mayRegister,
  mayWriteSection,
  readableSections,
  readerOf,
  readsReferrals,
  readsWholeRecord,
  seesFlags,
  visibleFields,
} from "./access.ts";
import type { ClinicLists } from "./lists.ts";
import type { PeopleRepository, PersonRow } from "./people-repository.ts";
import type { QueueFeed } from "./queue-feed.ts";
import { toE164 } from "./phone.ts";
import type { Sealer } from "./sealing.ts";
import { flagsOf, joinSection, mergeWrites, parseSection, splitSection } from "./sections.ts";
import { ageOf, createVisitSummaries } from "./summary.ts";
import type { VisitRow, VisitWriteRow, VisitsRepository } from "./visits-repository.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/** How far back a registration's device time may go (an offline desk's day). */
const DAY_MS = 24 * 60 * 60_000;
type WritableStation = Exclude<StationKind, "registration">;

export interface ClinicDependencies {
  /** Tells a waiting queue read that the camp's visits changed (any instance). */
  feed: QueueFeed;
  /** Opens the transactions (ADR 026). */
  db: Db;
  people: PeopleRepository;
  visits: VisitsRepository;
  /** The camp's screening tests and medicines, which the sections' entries must name. */
  lists: Pick<ClinicLists, "checkSection">;
  clock: Clock;
  sealer: Sealer;
  /** A visit's dispenses (issue 40's pharmacy), shown to the readers who see the prescription. */
  dispenses?: (tx: Db | Tx, visitId: string) => Promise<Dispense[]>;
  /** A visit's referrals (issue 40's referrals), shown to the readers who may open their slips. */
  referrals?: (tx: Db | Tx, visit: { id: string; campId: string }) => Promise<VisitReferral[]>;
}

/** The day at the camp (its zone; UTC for a camp without one), as YYYY-MM-DD. */
function campDay(at: Date, timezone: string | null): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone ?? "UTC" }).format(at);
}

export function asPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex as Person["sex"],
    birthYear: row.birthYear,
    birthYearEstimated: row.birthYearEstimated,
    phone: row.phone,
    area: row.area,
    language: row.language as Person["language"],
    hasAccount: row.userId !== null,
  };
}

/**
 * The camp clinic (issue 39): walk-ins registered at the desk, each station's queue, sections written by their
 * stations only (repeats by writeId harmless), the doctor's signature and addenda, and every read of a record logged.
 */
export function createClinicService(deps: ClinicDependencies) {
  const { db, people, visits, lists, clock, sealer, feed, dispenses, referrals } = deps;
  const summaries = createVisitSummaries({ people, visits, sealer, clock });
  /** The viewer's role at the camp: admin, a station role, or a refusal (check-in staff have none). */
  async function roleAt(viewer: Viewer, campId: string, tx: Db | Tx = db): Promise<StationRole | "admin"> {
    if (viewer.role === "admin") return "admin";
    const role = await visits.staffRole(tx, viewer.id, campId);
    if (!role) throw refuse("FORBIDDEN");
    return role as StationRole;
  }

  async function mustFindVisit(tx: Db | Tx, visitId: string) {
    const visit = await visits.byId(tx, visitId);
    if (!visit) throw refuse("VISIT_NOT_FOUND");
    return visit;
  }

  /** Who reads this visit (the clinic's rule, access.ts), its person's account read only when it decides. */
  const readerOfVisit = (viewer: Viewer, visit: VisitRow) =>
    readerOf(db, visits, viewer, visit, async () => (await people.byId(db, visit.personId))?.userId);

  async function personFor(tx: Tx, campId: string, body: RegisterVisitBody, now: Date) {
    if (body.personId) {
      const known = await people.byId(tx, body.personId);
      if (!known) throw refuse("PERSON_NOT_FOUND");
      const person = known.mergedInto ? await people.byId(tx, known.mergedInto) : known;
      if (!person) throw refuse("PERSON_NOT_FOUND");
      return { person, duplicates: [] };
    }
    if (body.requestId) {
      const userId = await people.seatHolder(tx, body.requestId, campId);
      if (!userId) throw refuse("REQUEST_NOT_ON_CAMP");
      const existing = await people.byAccount(tx, userId);
      if (existing) return { person: existing, duplicates: [] };
      const name = (await people.accountName(tx, userId)) ?? "";
      const person = await people.insert(tx, {
        name,
        sex: null,
        birthYear: null,
        birthYearEstimated: false,
        phone: null,
        area: null,
        language: null,
        userId,
      });
      return { person, duplicates: [] };
    }
    const input = body.person;
    if (!input) throw refuse("VALIDATION_ERROR", { detail: "give exactly one of person, personId and requestId" });
    const year = now.getUTCFullYear();
    if (input.birthYear !== undefined && input.birthYear > year) {
      throw refuse("VALIDATION_ERROR", { detail: `birthYear must be ${year} or earlier` });
    }
    let phone: string | null = null;
    if (input.phone) {
      phone = toE164(input.phone, input.phoneCountry) ?? null;
      if (!phone) throw refuse("PHONE_INVALID");
    }
    const person = await people.insert(tx, {
      name: input.name,
      sex: input.sex,
      birthYear: input.birthYear ?? year - (input.ageYears ?? 0),
      birthYearEstimated: input.birthYear === undefined,
      phone,
      area: input.area || null,
      language: input.language ?? null,
      userId: null,
    });
    return { person, duplicates: await people.flagDuplicates(tx, person) };
  }

  /**
   * A device's time for a registration or a move (sent later by an offline device): kept when it lies between
   * `earliest` and the server's time; ahead of the server it is the server's time, before `earliest` it is `earliest`.
   */
  function deviceTime(sent: string | undefined, earliest: Date, now: Date): Date {
    const at = new Date(sent ?? Number.NaN);
    if (Number.isNaN(at.getTime()) || at > now) return now;
    return at < earliest ? earliest : at;
  }

  /** A write's recorded time: the device's (offline), never ahead of the server nor before the visit. */
  function recordedAt(body: SectionWriteBody, visit: VisitRow, now: Date): Date {
    if (!body.recordedAt) return now;
    const at = new Date(body.recordedAt);
    if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) throw refuse("RECORDED_IN_FUTURE");
    return at < visit.arrivedAt ? visit.arrivedAt : at;
  }

  /** The `readable` sections as the reader may see them, each its writes merged in recorded order. */
  function sectionsFor(reader: ClinicReader, readable: readonly StationKind[], writes: readonly VisitWriteRow[]) {
    const byStation = new Map<StationKind, VisitWriteRow[]>();
    for (const w of writes) {
      const station = w.station as StationKind;
      byStation.set(station, [...(byStation.get(station) ?? []), w]);
    }
    return readable.flatMap((station) => {
      const rows = byStation.get(station);
      if (!rows) return [];
      const merged = mergeWrites(
        rows.map((w) => joinSection(w.data, w.sealed, sealer)),
        station,
      );
      const authors = new Map(rows.map((w) => [w.authorId ?? w.authorName, { id: w.authorId, name: w.authorName }]));
      return [
        {
          station,
          data: visibleFields(reader, station, merged),
          updatedAt: rows[rows.length - 1]!.recordedAt.toISOString(),
          authors: [...authors.values()],
        },
      ];
    });
  }

  /** The visit's vitals, merged from its writes in recorded order (undefined: none recorded). */
  async function vitalsOf(tx: Db | Tx, visitId: string) {
    return mergedVitals((await visits.writes(tx, visitId, ["vitals"])).map((w) => w.data));
  }

  function mergedVitals(writes: Record<string, unknown>[]) {
    return writes.length ? mergeWrites(writes, "vitals") : undefined;
  }

  async function queueNow(campId: string, station: StationKind, role: StationRole | "admin"): Promise<Queue> {
    const { rows, more } = await visits.queue(campId, station);
    const now = clock.now();
    // One read of the listed visits' vitals for their flags (clinical roles only).
    const vitals = new Map<string, Record<string, unknown>[]>();
    if (seesFlags(role) && rows.length > 0) {
      for (const w of await visits.vitalsOfVisits(rows.map((r) => r.visit.id))) {
        vitals.set(w.visitId, [...(vitals.get(w.visitId) ?? []), w.data]);
      }
    }
    const entries: QueueEntry[] = [];
    for (const { visit, person } of rows) {
      const written = vitals.get(visit.id);
      const flags = written ? flagsOf(mergeWrites(written, "vitals"), ageOf(person, now)) : [];
      entries.push({
        visitId: visit.id,
        token: visit.token,
        name: person.name,
        sex: person.sex as QueueEntry["sex"],
        ageYears: ageOf(person, now),
        state: visit.state as QueueEntry["state"],
        since: visit.stationSince.toISOString(),
        calledBy: visit.calledBy,
        flags,
      });
    }
    const version = createHash("sha1")
      .update(JSON.stringify([entries, more]))
      .digest("base64url");
    return { station, entries, more, version };
  }

  /** The newest reads of a person's record (CLINIC_LIMITS.accessLogPage of them). */
  async function accessLogOf(personId: string): Promise<AccessLog> {
    const rows = await visits.accessLog(personId, CLINIC_LIMITS.accessLogPage);
    return {
      entries: rows.map((r) => ({
        at: r.at.toISOString(),
        reader: { id: r.readerId, name: r.readerName, role: r.readerRole },
        what: r.what,
        visitId: r.visitId,
      })),
    };
  }

  /**
   * A queue read that began at or after `since` (the station's last change notice): the screens woken by one notice,
   * and a screen asking again with the version it was just answered, share the latest read per camp, station and kind
   * of reader instead of each reading the queue. A failed read is not kept.
   */
  const reading = new Map<string, { startedAt: number; read: Promise<Queue> }>();
  function queueSince(since: number, campId: string, station: StationKind, role: StationRole | "admin") {
    const key = `${campId} ${station} ${seesFlags(role)}`;
    const latest = reading.get(key);
    if (latest && latest.startedAt >= since) return latest.read;
    const read = queueNow(campId, station, role);
    const entry = { startedAt: performance.now(), read };
    // Reads older than a long poll's wait are of screens gone quiet (a camp that ended): not kept.
    for (const [old, kept] of reading) if (kept.startedAt < entry.startedAt - QUEUE_WAIT_MS) reading.delete(old);
    reading.set(key, entry);
    read.catch(() => reading.get(key) === entry && reading.delete(key));
    return read;
  }

  return {
    async register(campId: string, body: RegisterVisitBody, viewer: Viewer): Promise<RegisterVisitAnswer> {
      const role = await roleAt(viewer, campId);
      if (!mayRegister(role)) throw refuse("STATION_ROLE_REQUIRED");
      if (!body.consent.care) throw refuse("CONSENT_REQUIRED");
      const visitId = body.visitId ?? crypto.randomUUID();
      return db.transaction(async (tx) => {
        const camp = await visits.camp(tx, campId);
        if (!camp) throw refuse("CAMP_NOT_FOUND");
        // Locked: a device that lost the answer and sends again at once waits for the first send, then gets its answer.
        const again = await visits.lock(tx, visitId);
        if (again) {
          if (again.campId !== campId) throw refuse("WRITE_ID_REUSED");
          const duplicates = await people.flagged(tx, again.personId);
          return {
            visitId,
            personId: again.personId,
            token: again.token,
            possibleDuplicates: duplicates.map(asPerson),
          };
        }
        const now = clock.now();
        // An offline desk's registration arrives later: the person arrived when the device says (within the last day).
        const at = deviceTime(body.arrivedAt, new Date(now.getTime() - DAY_MS), now);
        // New people are made one at a time (on every instance), so two desks' same walk-in sent at the same moment
        // still find each other as possible duplicates (ADR 027, offline merge).
        if (body.person) await people.lockNewPeople(tx);
        const { person, duplicates } = await personFor(tx, campId, body, now);
        const day = campDay(at, camp.timezone);
        const stations = await visits.stations(tx, campId);
        const first = stations.find((s) => s !== "registration") ?? "exit";
        const made = await visits.insert(tx, {
          id: visitId,
          campId,
          personId: person.id,
          requestId: body.requestId ?? null,
          day,
          token: await visits.nextToken(tx, campId, day),
          consentCare: body.consent.care,
          consentFollowUp: body.consent.followUp,
          consentKeep: body.consent.keep,
          station: first,
          state: "waiting",
          stationSince: at,
          arrivedAt: at,
          registeredBy: viewer.id,
        });
        if (!made) throw refuse("BUSY");
        await visits.startStep(tx, visitId, first, at);
        return { visitId, personId: person.id, token: made.token, possibleDuplicates: duplicates.map(asPerson) };
      });
    },

    async peopleByPhone(campId: string, phone: string, country: string | undefined, viewer: Viewer) {
      const role = await roleAt(viewer, campId);
      if (!mayRegister(role)) throw refuse("STATION_ROLE_REQUIRED");
      const e164 = toE164(phone, country);
      if (!e164) throw refuse("PHONE_INVALID");
      return { people: (await people.byPhone(e164)).map(asPerson) };
    },

    /**
     * A station's queue. With `known` (the version the device shows) it answers once the queue differs from it, or
     * after QUEUE_WAIT_MS as it is (a long poll: a change on any instance is seen within the notice's delivery).
     */
    async queue(
      campId: string,
      station: StationKind,
      viewer: Viewer,
      wait?: { known: string; closed: Promise<void> },
    ): Promise<Queue> {
      const role = await roleAt(viewer, campId);
      if (!wait) return queueNow(campId, station, role);
      let changed!: () => void;
      let change = new Promise<void>((resolve) => (changed = resolve));
      let ended = false;
      void wait.closed.then(() => (ended = true));
      // Subscribed before reading, so a change between the read and the wait is not missed; a read begun after the
      // station's last notice is current.
      let wokeAt = 0;
      const unsubscribe = feed.subscribe(campId, station, () => {
        wokeAt = performance.now();
        changed();
      });
      wokeAt = feed.changedAt(campId, station);
      try {
        const deadline = Date.now() + QUEUE_WAIT_MS;
        let now = await queueSince(wokeAt, campId, station, role);
        while (now.version === wait.known && !ended && Date.now() < deadline) {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
          await Promise.race([change, timeout, wait.closed]);
          clearTimeout(timer);
          change = new Promise<void>((resolve) => (changed = resolve));
          now = await queueSince(wokeAt, campId, station, role);
        }
        return now;
      } finally {
        unsubscribe();
      }
    },

    /** The viewer's role at the camp: a station role, or admin; 403 for anyone else. */
    campRole: (campId: string, viewer: Viewer) => roleAt(viewer, campId),

    /** The camp's stations in order (its station staff and admins). */
    async stations(campId: string, viewer: Viewer) {
      await roleAt(viewer, campId);
      return { stations: await visits.stations(db, campId) };
    },

    async callNext(campId: string, station: StationKind, viewer: Viewer) {
      await roleAt(viewer, campId);
      const called = await db.transaction((tx) => visits.callNext(tx, campId, station, viewer.id, clock.now()));
      if (!called) throw refuse("QUEUE_EMPTY");
      return { visitId: called.id, token: called.token };
    },

    async move(visitId: string, body: MoveVisitBody, viewer: Viewer) {
      return db.transaction(async (tx) => {
        const visit = await visits.lock(tx, visitId);
        if (!visit) throw refuse("VISIT_NOT_FOUND");
        await roleAt(viewer, visit.campId, tx);
        if (visit.state === "done" || visit.station !== body.from) throw refuse("VISIT_MOVED");
        const stations = await visits.stations(tx, visit.campId);
        const from = stations.indexOf(body.from);
        const to = body.to === "next" ? stations[from + 1] : body.to;
        // An offline device's move arrives later: made when the device says, not before the visit came here.
        const at = deviceTime(body.movedAt, visit.stationSince, clock.now());
        if (to === undefined) {
          await visits.exit(tx, visit, at);
          return { station: null, state: "done" as const };
        }
        if (!stations.includes(to)) throw refuse("STATION_NOT_AT_CAMP");
        const outcome = body.to === "next" ? "done" : stations.indexOf(to) < from ? "sent-back" : "skipped";
        await visits.moveTo(tx, visit, to, outcome, at);
        return { station: to, state: "waiting" as const };
      });
    },

    async writeSection(visitId: string, station: StationKind, body: SectionWriteBody, viewer: Viewer) {
      if (station === "registration") throw refuse("STATION_ROLE_REQUIRED");
      const section = station as WritableStation;
      return db.transaction(async (tx) => {
        const found = await visits.lockForWrite(tx, visitId, viewer.id, body.writeId);
        if (!found) throw refuse("VISIT_NOT_FOUND");
        const { visit, person } = found;
        if (viewer.role === "admin") throw refuse("STATION_ROLE_REQUIRED");
        if (!found.role) throw refuse("FORBIDDEN");
        if (!mayWriteSection(found.role as StationRole, section)) throw refuse("STATION_ROLE_REQUIRED");
        const now = clock.now();
        const answer = async (applied: boolean) => {
          // A vitals write changes the flags: read them again; any other write answers the vitals it found.
          const vitals = applied && station === "vitals" ? await vitalsOf(tx, visitId) : mergedVitals(found.vitals);
          return { writeId: body.writeId, applied, flags: flagsOf(vitals, person ? ageOf(person, now) : null) };
        };
        if (found.earlier) {
          if (found.earlier.visitId !== visitId || found.earlier.station !== station) throw refuse("WRITE_ID_REUSED");
          return answer(false);
        }
        if (station === "consultation" && found.signed) throw refuse("VISIT_SIGNED");
        const checked = await lists.checkSection(tx, visit.campId, station, parseSection(section, body.data));
        const { clear, sealed } = splitSection(station, checked, sealer);
        const at = recordedAt(body, visit, now);
        await visits.insertWrite(tx, {
          writeId: body.writeId,
          visitId,
          station,
          data: clear,
          sealed: sealed ?? null,
          authorId: viewer.id,
          authorName: viewer.name,
          recordedAt: at,
        });
        if (station === "exit" && visit.state !== "done") await visits.exit(tx, visit, at);
        return answer(true);
      });
    },

    async sign(visitId: string, viewer: Viewer) {
      return db.transaction(async (tx) => {
        const visit = await visits.lock(tx, visitId);
        if (!visit) throw refuse("VISIT_NOT_FOUND");
        if ((await roleAt(viewer, visit.campId, tx)) !== "doctor") throw refuse("STATION_ROLE_REQUIRED");
        if (await visits.signature(tx, visitId)) throw refuse("VISIT_SIGNED");
        const writes = await visits.writes(tx, visitId, ["consultation"]);
        if (writes.length === 0) throw refuse("NOTHING_TO_SIGN");
        const signed = writes.map((w) => ({ writeId: w.writeId, section: joinSection(w.data, w.sealed, sealer) }));
        const digest = createHash("sha256").update(JSON.stringify(signed)).digest("hex");
        const signedAt = clock.now();
        await visits.insertSignature(tx, {
          visitId,
          signedBy: viewer.id,
          signedByName: viewer.name,
          signedAt,
          digest,
        });
        return { signedAt: signedAt.toISOString(), signedBy: viewer.name, digest };
      });
    },

    async addendum(visitId: string, body: { writeId: string; text: string }, viewer: Viewer) {
      return db.transaction(async (tx) => {
        const visit = await visits.lock(tx, visitId);
        if (!visit) throw refuse("VISIT_NOT_FOUND");
        if ((await roleAt(viewer, visit.campId, tx)) !== "doctor") throw refuse("STATION_ROLE_REQUIRED");
        if (!(await visits.signature(tx, visitId))) throw refuse("VISIT_NOT_SIGNED");
        const applied = await visits.insertAddendum(tx, {
          writeId: body.writeId,
          visitId,
          sealed: sealer.seal(body.text),
          authorId: viewer.id,
          authorName: viewer.name,
          at: clock.now(),
        });
        return { writeId: body.writeId, applied };
      });
    },

    /** The visit as the reader may see it; the read is logged in the same transaction (ADR 027). */
    async visit(visitId: string, viewer: Viewer): Promise<Visit> {
      const visit = await mustFindVisit(db, visitId);
      const reader = await readerOfVisit(viewer, visit);
      return db.transaction(async (tx) => {
        const person = await people.byId(tx, visit.personId);
        if (!person) throw refuse("VISIT_NOT_FOUND");
        await visits.recordRead(tx, {
          personId: person.id,
          visitId,
          readerId: viewer.id,
          readerName: viewer.name,
          readerRole: reader,
          what: "visit",
          at: clock.now(),
        });
        const signature = await visits.signature(tx, visitId);
        const readable = readableSections(reader, signature !== undefined);
        const writes = await visits.writes(tx, visitId, readable);
        const clinical = readable.length > 0;
        const now = clock.now();
        return {
          id: visit.id,
          campId: visit.campId,
          token: visit.token,
          day: visit.day,
          person: asPerson(person),
          consent: { care: visit.consentCare, followUp: visit.consentFollowUp, keep: visit.consentKeep },
          station: visit.station as StationKind,
          state: visit.state as Visit["state"],
          arrivedAt: visit.arrivedAt.toISOString(),
          exitedAt: visit.exitedAt?.toISOString() ?? null,
          flags: seesFlags(reader) ? flagsOf(await vitalsOf(tx, visitId), ageOf(person, now)) : [],
          sections: sectionsFor(reader, readable, writes),
          signature: signature
            ? {
                signedAt: signature.signedAt.toISOString(),
                signedBy: { id: signature.signedBy, name: signature.signedByName },
                digest: signature.digest,
              }
            : null,
          addenda:
            clinical && readable.includes("consultation")
              ? (await visits.addenda(tx, visitId)).map((a) => ({
                  at: a.at.toISOString(),
                  author: { id: a.authorId, name: a.authorName },
                  text: sealer.open(a.sealed),
                }))
              : [],
          ...(dispenses && readable.includes("consultation") ? { dispenses: await dispenses(tx, visitId) } : {}),
          ...(referrals && readsReferrals(reader) ? { referrals: await referrals(tx, visit) } : {}),
          steps: (await visits.steps(tx, visitId)).map((s) => ({
            station: s.station as StationKind,
            arrivedAt: s.arrivedAt.toISOString(),
            calledAt: s.calledAt?.toISOString() ?? null,
            leftAt: s.leftAt?.toISOString() ?? null,
            outcome: s.outcome,
          })),
        };
      });
    },

    /**
     * A signed visit's summary for the person, in their language (issue 39): for the camp's doctors, admins and the
     * person. Nothing is a summary before the signature (409 VISIT_NOT_SIGNED). Logged like every read.
     */
    async summary(visitId: string, viewer: Viewer, locale?: Locale): Promise<VisitSummary> {
      const visit = await mustFindVisit(db, visitId);
      const reader = await readerOfVisit(viewer, visit);
      if (!readsWholeRecord(reader)) throw refuse("STATION_ROLE_REQUIRED");
      return db.transaction((tx) =>
        summaries.read(tx, visit, { id: viewer.id, name: viewer.name, role: reader }, locale),
      );
    },

    /** Who read a person's record: admins, and the person themself. */
    async accessLog(personId: string, viewer: Viewer): Promise<AccessLog> {
      const person = await people.byId(db, personId);
      if (!person) throw refuse("PERSON_NOT_FOUND");
      if (viewer.role !== "admin" && person.userId !== viewer.id) throw refuse("FORBIDDEN");
      return accessLogOf(personId);
    },

    /** Who read the signed-in person's record ("My health record"); nobody when no camp has seen them. */
    async myAccessLog(viewer: Viewer): Promise<AccessLog> {
      const person = await people.byAccount(db, viewer.id);
      return person ? accessLogOf(person.id) : { entries: [] };
    },

    /** The signed-in person's own visits, each with when it was signed (its summary is ready then). */
    async myVisits(viewer: Viewer): Promise<MyVisits> {
      const person = await people.byAccount(db, viewer.id);
      if (!person) return { visits: [] };
      const rows = await visits.visitsOfPerson(person.id);
      return {
        visits: rows.map((r) => ({
          visitId: r.id,
          campId: r.campId,
          title: r.title,
          day: r.day,
          token: r.token,
          signedAt: r.signedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type ClinicService = ReturnType<typeof createClinicService>;
