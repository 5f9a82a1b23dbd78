import { DEFAULT_LOCALE, isLocale, type Locale } from "@medcamp/contract";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import { campReportPdf } from "./pdf.ts";
import type { ReportPdfRepository } from "./pdf-repository.ts";
import type { CampReportService } from "./service.ts";
import { suppressSmallCounts } from "./suppression.ts";

type Viewer = Pick<SignedInUser, "id" | "name" | "role">;

/**
 * The camp report as a PDF for funders (issue 41 item 2, ADR 033): read by those who read the report (the report
 * service decides), its counts suppressed, in the organiser's language.
 */
export function createReportPdfService(deps: { reports: CampReportService; camps: ReportPdfRepository; clock: Clock }) {
  const { reports, camps, clock } = deps;

  /**
   * `lang` when asked for; else the organiser's (the language saved on the account of the admin who added the
   * camp); else the language the reader saved; else English.
   */
  async function languageOf(organiserLocale: string | null, viewer: Viewer, lang?: Locale): Promise<Locale> {
    if (lang) return lang;
    if (isLocale(organiserLocale)) return organiserLocale;
    const own = await camps.userLocale(viewer.id);
    return isLocale(own) ? own : DEFAULT_LOCALE;
  }

  return {
    async pdf(campId: string, viewer: Viewer, lang?: Locale): Promise<{ file: Buffer; locale: Locale }> {
      const report = await reports.report(campId, viewer);
      const camp = await camps.camp(campId);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      const locale = await languageOf(camp.organiserLocale, viewer, lang);
      const file = await campReportPdf({ report: suppressSmallCounts(report), camp, locale, now: clock.now() });
      return { file, locale };
    },
  };
}
export type ReportPdfService = ReturnType<typeof createReportPdfService>;
