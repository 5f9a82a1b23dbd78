import { DEFAULT_LOCALE, isLocale, type Locale, type VisitSummary } from "@medcamp/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { PeopleRepository, VisitSummaries, VisitsRepository } from "../clinic/index.ts";
import { healthRecordPdf } from "./pdf.ts";

type Viewer = Pick<SignedInUser, "id" | "name">;

/**
 * The signed-in person's own health record as a PDF (issue 41 item 3): their signed visits, each read as the clinic's
 * visit summary reads it, so each is a row of their access log (written in the transaction that reads it).
 */
export function createHealthRecordPdfService(deps: {
  db: Db;
  people: PeopleRepository;
  visits: VisitsRepository;
  summaries: VisitSummaries;
  clock: Clock;
}) {
  const { db, people, visits, summaries, clock } = deps;

  return {
    /** In `lang`, else the person's language (their summaries'), else their account's, else English. */
    async pdf(viewer: Viewer, lang?: Locale): Promise<{ file: Buffer; locale: Locale }> {
      const person = await people.byAccount(db, viewer.id);
      const saved = person?.language ?? (await people.accountLocale(db, viewer.id));
      const locale = lang ?? (isLocale(saved) ? saved : DEFAULT_LOCALE);
      const read: VisitSummary[] = await db.transaction(async (tx) => {
        const out: VisitSummary[] = [];
        // Every signed visit, not the visit list's first page.
        const signed = person ? await visits.signedVisitIdsOfPerson(tx, person.id) : [];
        for (const { id } of signed) {
          const visit = await visits.byId(tx, id);
          if (visit)
            out.push(await summaries.read(tx, visit, { id: viewer.id, name: viewer.name, role: "self" }, locale));
        }
        return out;
      });
      const file = await healthRecordPdf({
        name: person?.name ?? viewer.name,
        summaries: read,
        locale,
        now: clock.now(),
      });
      return { file, locale };
    },
  };
}
export type HealthRecordPdfService = ReturnType<typeof createHealthRecordPdfService>;
