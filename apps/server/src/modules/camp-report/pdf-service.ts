import { DEFAULT_LOCALE, isLocale, type Locale } from "@medcamp/contract";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import { exportRows } from "./disclosure.ts";
import { campReportPdf } from "./pdf.ts";
import type { CampReportService } from "./service.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/**
 * The camp report as a PDF for funders (issue 41 item 2, ADR 033): read by those who read the report (the report
 * service decides), each figure as the CSV shows it (`exportRows`: "<5" and the cells that would give one away), in
 * the organiser's language.
 */
export function createReportPdfService(deps: {
  reports: CampReportService;
  /** The language saved on an account (null: none saved, or no account), as the clinic reads it. */
  accountLocale: (userId: string | null) => Promise<string | null>;
  clock: Clock;
}) {
  const { reports, accountLocale, clock } = deps;

  /**
   * `lang` when asked for; else the organiser's (the language saved on the account of the admin who added the
   * camp); else the language the reader saved; else English.
   */
  async function languageOf(organiserId: string | null, viewer: Viewer, lang?: Locale): Promise<Locale> {
    if (lang) return lang;
    const organiser = await accountLocale(organiserId);
    if (isLocale(organiser)) return organiser;
    const own = await accountLocale(viewer.id);
    return isLocale(own) ? own : DEFAULT_LOCALE;
  }

  return {
    async pdf(campId: string, viewer: Viewer, lang?: Locale): Promise<{ file: Buffer; locale: Locale }> {
      const report = await reports.report(campId, viewer);
      const facts = await reports.campFacts(campId);
      if (!facts) throw refuse("CAMP_NOT_FOUND");
      const locale = await languageOf(facts.added_by, viewer, lang);
      const file = await campReportPdf({
        report,
        shown: new Map(exportRows(report).map((row) => [row.key, row.shown])),
        camp: facts,
        // Its last day, not `ends_at` (the day after it: repository.ts LAST_DAY), in its own zone.
        days: { first: facts.start_date, last: facts.end_date },
        locale,
        now: clock.now(),
      });
      return { file, locale };
    },
  };
}
export type ReportPdfService = ReturnType<typeof createReportPdfService>;
