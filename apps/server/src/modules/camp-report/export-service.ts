import type { CampReportRangeQuery, Dhis2DataValueSet } from "@medcamp/contract";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { Dhis2MappingService } from "./dhis2-mapping.ts";
import { exportRows } from "./disclosure.ts";
import { dataValueSet, dhis2OrgUnit, dhis2PeriodDays, fileSlug, reportCsv } from "./exports.ts";
import type { CampReportService, Viewer } from "./service.ts";

/** A file of the report: its name (ASCII, safe in a Content-Disposition) and its text. */
export interface ReportFile {
  fileName: string;
  body: string;
}

/**
 * What of the camp report leaves the product (issue 41 item 2, ADR 032): the CSV of one camp or a range, and a
 * camp's DHIS2 data value set, each from the report's figures through `exportRows` (small counts and the cells that
 * would give them away hidden). The same readers as the report's JSON; a range, admins only (the route checks).
 */
export function createCampReportExports(deps: {
  reports: CampReportService;
  mapping: Dhis2MappingService;
  clock: Clock;
}) {
  const { reports, mapping, clock } = deps;

  async function factsOf(campId: string) {
    const facts = await reports.campFacts(campId);
    if (!facts) throw refuse("CAMP_NOT_FOUND");
    return facts;
  }

  return {
    async campCsv(campId: string, viewer: Viewer): Promise<ReportFile> {
      const report = await reports.report(campId, viewer);
      const facts = await factsOf(campId);
      const day = facts.start_date ? `-${facts.start_date}` : "";
      return { fileName: `camp-report-${fileSlug(facts.title)}${day}.csv`, body: reportCsv(exportRows(report)) };
    },

    async rangeCsv(query: CampReportRangeQuery, admin: Viewer): Promise<ReportFile> {
      const report = await reports.rangeReport(query, admin);
      return {
        fileName: `camp-reports-${query.from}-to-${query.to}.csv`,
        body: reportCsv(exportRows(report), report.camps),
      };
    },

    async dhis2(campId: string, viewer: Viewer): Promise<{ fileName: string; set: Dhis2DataValueSet }> {
      const report = await reports.report(campId, viewer);
      const facts = await factsOf(campId);
      const mapped = await mapping.get();
      // A camp without dates (a walk-in clinic) reports for the day of its first visit.
      const day = facts.start_date ?? facts.first_visit_day;
      const set = dataValueSet(exportRows(report), mapped, {
        id: campId,
        startDate: day,
        endDate: facts.end_date,
        ended: facts.ends_ms !== null && facts.ends_ms <= clock.now().getTime(),
      });
      // DHIS2 keeps one value per data element, org unit and period: another camp's file for the same org unit and
      // period would overwrite this one's values (and this one its), so neither may leave (ADR 032).
      const { first, last } = dhis2PeriodDays(mapped.periodType, day!);
      const others = await reports.campsWithDhis2DayIn(campId, first, last);
      const sharing = others.find((other) => dhis2OrgUnit(mapped, other.id) === set.orgUnit);
      if (sharing) throw refuse("DHIS2_PERIOD_SHARED", { camp: sharing.title });
      return { fileName: `camp-report-${fileSlug(facts.title)}-dhis2.json`, set };
    },
  };
}
export type CampReportExports = ReturnType<typeof createCampReportExports>;
