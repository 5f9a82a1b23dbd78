import { Readable } from "node:stream";
import { DEFAULT_MEDICINES, listKey, medicineLabel } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { keysetPages } from "../../lib/csv.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import {
  type ClinicReader,
  type PeopleRepository,
  readerOf,
  readsWholeRecord,
  type Sealer,
  type VisitsRepository,
} from "../clinic/index.ts";
import { collectionBundle, type Disclosure, type FhirResource, patientResource, visitResources } from "./mapping.ts";
import type { FhirRepository, FhirVisitRow, VisitCursor } from "./repository.ts";
import { readVisitRecords } from "./visit-record.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/** Visits per page of a camp's export: one page's records are what the export holds in memory. */
const FHIR_PAGE_SIZE = 200;
const WHAT = "fhir";
const IDENTIFIED: Disclosure = { identified: true };

/**
 * FHIR R4 exports of visits (issue 41 item 3, ADR 031): a visit's record or a person's own as one collection Bundle
 * (name and phone, free text), and a camp's visits as newline-delimited resources, de-identified (no name, phone or
 * free text) and streamed page by page. Every visit read is a row of its person's access log.
 */
export function createFhirService(deps: {
  db: Db;
  repo: FhirRepository;
  visits: Pick<VisitsRepository, "staffRole" | "recordRead" | "camp">;
  people: Pick<PeopleRepository, "byAccount">;
  sealer: Sealer;
  clock: Clock;
  /** The absolute base the resources' fullUrls name: `${BASE_URL}/fhir`. */
  base: string;
  pageSize?: number;
}) {
  const { db, repo, visits, people, sealer, clock, base, pageSize = FHIR_PAGE_SIZE } = deps;

  const logReads = (tx: Tx, rows: readonly FhirVisitRow[], viewer: Viewer, role: ClinicReader) =>
    visits.recordRead(
      tx,
      rows.map((row) => ({
        personId: row.person.id,
        visitId: row.visit.id,
        readerId: viewer.id,
        readerName: viewer.name,
        readerRole: role,
        what: WHAT,
        at: clock.now(),
      })),
    );

  /** A page of a camp's visits as ndjson lines, each Patient once per export (`written` holds those sent). */
  async function pageLines(
    rows: FhirVisitRow[],
    viewer: Viewer,
    written: Set<string>,
    disclosure: Disclosure,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      await logReads(tx, rows, viewer, "admin");
      const records = await readVisitRecords(tx, repo, sealer, rows, "admin", disclosure);
      const resources: FhirResource[] = [];
      for (const record of records) {
        if (!written.has(record.person.id)) {
          written.add(record.person.id);
          resources.push(patientResource(record.person, disclosure.identified));
        }
        resources.push(...visitResources(record, disclosure));
      }
      return resources.map((r) => `${JSON.stringify(r)}\n`).join("");
    });
  }

  return {
    /** A visit's record as a Bundle (the camp's doctors and admins, and its person); the read is logged. */
    async visit(visitId: string, viewer: Viewer): Promise<FhirResource> {
      const row = await repo.visit(db, visitId);
      if (!row) throw refuse("VISIT_NOT_FOUND");
      // Who may export a visit: the clinic's readers of its whole record (ADR 027), as for its summary.
      const reader = await readerOf(db, visits, viewer, row.visit, async () => row.person.userId);
      if (!readsWholeRecord(reader)) throw refuse("STATION_ROLE_REQUIRED");
      return db.transaction(async (tx) => {
        await logReads(tx, [row], viewer, reader);
        const [record] = await readVisitRecords(tx, repo, sealer, [row], reader, IDENTIFIED);
        return collectionBundle(
          [patientResource(record!.person, true), ...visitResources(record!, IDENTIFIED)],
          base,
          clock.now(),
        );
      });
    },

    /** The signed-in person's visits as one Bundle, each visit's read logged as by "self"; empty without any. */
    async mine(viewer: Viewer): Promise<FhirResource> {
      const person = await people.byAccount(db, viewer.id);
      if (!person) return collectionBundle([], base, clock.now());
      return db.transaction(async (tx) => {
        const rows = await repo.visitsOfPerson(tx, person.id);
        await logReads(tx, rows, viewer, "self");
        const records = await readVisitRecords(tx, repo, sealer, rows, "self", IDENTIFIED);
        return collectionBundle(
          [patientResource(person, true), ...records.flatMap((record) => visitResources(record, IDENTIFIED))],
          base,
          clock.now(),
        );
      });
    },

    /**
     * A camp's visits as FHIR ndjson (admins), de-identified, streamed: pages of `pageSize` visits by keyset, each
     * page read and its reads logged in one transaction just before its lines are sent, so the export never holds
     * more than a page (and the ids of the Patients sent) however large the camp. Refusals come before the stream.
     */
    async camp(campId: string, viewer: Viewer): Promise<Readable> {
      if (viewer.role !== "admin") throw refuse("ADMIN_REQUIRED");
      if (!(await visits.camp(db, campId))) throw refuse("CAMP_NOT_FOUND");
      async function* lines() {
        const written = new Set<string>();
        // The camp's medicine list, read once: the labels a de-identified medicine may keep (its own or the defaults).
        const own = await repo.medicineKeys(db, campId);
        const listedMedicines = new Set(own.length > 0 ? own : DEFAULT_MEDICINES.map((m) => listKey(medicineLabel(m))));
        for await (const rows of keysetPages(
          (after: VisitCursor | undefined, size) => repo.campVisitsPage(db, campId, after, size),
          (row) => ({ day: row.visit.day, token: row.visit.token }),
          pageSize,
        )) {
          yield await pageLines(rows, viewer, written, { identified: false, listedMedicines });
        }
      }
      return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
    },
  };
}
export type FhirService = ReturnType<typeof createFhirService>;
