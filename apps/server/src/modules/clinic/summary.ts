import { DEFAULT_LOCALE, findDiagnosis, type Locale, VITALS, type VisitSummary } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { PeopleRepository, PersonRow } from "./people-repository.ts";
import type { Sealer } from "./sealing.ts";
import { flagsOf, joinSection, mergeWrites } from "./sections.ts";
import type { VisitRow, VisitsRepository } from "./visits-repository.ts";

export const ageOf = (person: Pick<PersonRow, "birthYear">, now: Date) =>
  person.birthYear === null ? null : now.getUTCFullYear() - person.birthYear;

/** Who the access log says read a summary: a signed-in user, or a link with no account (id null). */
export interface SummaryReader {
  id: string | null;
  name: string;
  role: string;
}

/**
 * A signed visit's summary for its person, in their language (issue 39; issue 40's summary link reads it too). Every
 * read is a row of the person's access log, written in the caller's transaction with the summary it answers.
 */
export function createVisitSummaries(deps: {
  people: PeopleRepository;
  visits: VisitsRepository;
  sealer: Sealer;
  clock: Clock;
}) {
  const { people, visits, sealer, clock } = deps;

  /** The vitals and the consultation, each its writes merged in recorded order, sealed text opened. */
  async function sectionsOf(tx: Db | Tx, visitId: string) {
    const writes = await visits.writes(tx, visitId, ["vitals", "consultation"]);
    const merged = (station: "vitals" | "consultation") => {
      const rows = writes.filter((w) => w.station === station);
      return rows.length
        ? mergeWrites(
            rows.map((w) => joinSection(w.data, w.sealed, sealer)),
            station,
          )
        : {};
    };
    return { vitals: merged("vitals"), consultation: merged("consultation") };
  }

  return {
    /** Refused before the signature (409 VISIT_NOT_SIGNED): nothing is a summary before it. */
    async read(tx: Tx, visit: VisitRow, reader: SummaryReader, locale?: Locale): Promise<VisitSummary> {
      const signature = await visits.signature(tx, visit.id);
      if (!signature) throw refuse("VISIT_NOT_SIGNED");
      const person = await people.byId(tx, visit.personId);
      const camp = await visits.camp(tx, visit.campId);
      if (!person || !camp) throw refuse("VISIT_NOT_FOUND");
      await visits.recordRead(tx, {
        personId: person.id,
        visitId: visit.id,
        readerId: reader.id,
        readerName: reader.name,
        readerRole: reader.role,
        what: "summary",
        at: clock.now(),
      });
      const language =
        locale ??
        ((person.language ?? (await people.accountLocale(tx, person.userId))) as Locale | null) ??
        DEFAULT_LOCALE;
      const { vitals, consultation } = await sectionsOf(tx, visit.id);
      const diagnoses = (consultation.diagnoses ?? []) as Array<{ code?: string; text?: string }>;
      const now = clock.now();
      return {
        visitId: visit.id,
        locale: language,
        camp: { id: camp.id, title: camp.title },
        day: visit.day,
        token: visit.token,
        person: { name: person.name, sex: person.sex as VisitSummary["person"]["sex"], ageYears: ageOf(person, now) },
        vitals: Object.entries(VITALS).flatMap(([key, def]) =>
          typeof vitals[key] === "number" ? [{ key, value: vitals[key], unit: def.unit }] : [],
        ),
        flags: flagsOf(vitals, ageOf(person, now)),
        diagnoses: diagnoses.map((d) => {
          const known = d.code ? findDiagnosis(d.code) : undefined;
          const name = known ? (known.names[language as keyof typeof known.names] ?? known.names.en) : null;
          return { code: d.code ?? null, name, text: d.text ?? null };
        }),
        prescriptions: (consultation.prescriptions ?? []) as VisitSummary["prescriptions"],
        advice: (consultation.advice as string | undefined) ?? null,
        nextStep: (consultation.plan as string | undefined) ?? null,
        signedBy: signature.signedByName,
        signedAt: signature.signedAt.toISOString(),
        digest: signature.digest,
      };
    },
  };
}
export type VisitSummaries = ReturnType<typeof createVisitSummaries>;
