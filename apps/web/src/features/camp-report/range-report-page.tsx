import { CAMP_REPORT_PATHS, type CampRangeReport } from "@medcamp/contract";
import { type FormEvent, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { campReportPath } from "../../lib/clinic-path";
import { formatCalendarDay } from "../../lib/format-day";
import { ReportFigures } from "./report-figures";
import { ReportCard } from "./report-parts";
import { documentTitle, ReportState } from "./report-state";
import { dhis2MappingPath, useRangeReport } from "./range-report-api";

const R = MESSAGES.campReportRange;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range the URL asks for, when both ends are days (the server checks the rest: order, length). */
function askedRange(params: URLSearchParams): { from: string; to: string } | undefined {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return DAY.test(from) && DAY.test(to) ? { from, to } : undefined;
}

/**
 * /admin/camp-reports?from=&to= (issue 41, admins): the report's figures over every camp whose dates meet the range,
 * the camps it covers and its CSV. The range is in the URL, so Back and a reload keep it.
 */
export function RangeReportPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const range = askedRange(params);
  const report = useRangeReport(range);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams({ from: String(data.get("from") ?? ""), to: String(data.get("to") ?? "") });
  };

  return (
    <section aria-labelledby="range-heading" className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <title>{documentTitle(R.title)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="range-heading" className="min-w-0 text-2xl font-bold break-words">
          {R.title}
        </h1>
        <Link to={dhis2MappingPath} className="btn btn-outline btn-sm">
          {MESSAGES.campReportDhis2.open}
        </Link>
      </div>
      <p className="text-base-content/80">{R.intro}</p>
      {/* Keyed by the URL's range: Back to another range shows its dates in the fields. */}
      <form
        key={`${params.get("from")}|${params.get("to")}`}
        onSubmit={show}
        aria-label={R.title}
        className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 p-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {R.from}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            required
            className="input input-bordered"
            defaultValue={params.get("from") ?? ""}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {R.to}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            required
            className="input input-bordered"
            defaultValue={params.get("to") ?? ""}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {R.show}
        </button>
      </form>
      {range ? (
        <ReportState query={report} failedText={MESSAGES.campReportUi.loadFailed}>
          {(data) => <RangeFigures report={data} />}
        </ReportState>
      ) : (
        <p className="text-base-content/80">{R.chooseDates}</p>
      )}
    </section>
  );
}

function RangeFigures({ report }: { report: CampRangeReport }) {
  const range = { from: report.from, to: report.to };
  if (report.camps.length === 0) {
    return <p className="rounded-box border border-dashed border-base-300 px-4 py-10 text-center">{R.noCamps}</p>;
  }
  return (
    <>
      <div className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4">
        <h2 className="font-semibold">{MESSAGES.campReportUi.downloads}</h2>
        <div>
          <a
            href={CAMP_REPORT_PATHS.rangeCsv(range)}
            download
            className="btn btn-outline btn-sm"
            aria-label={R.csvOf(formatCalendarDay(report.from), formatCalendarDay(report.to))}
          >
            {MESSAGES.campReportUi.csv}
          </a>
        </div>
        <p className="text-sm text-base-content/80">{MESSAGES.campReportUi.downloadsNote}</p>
      </div>
      <ReportCard id="range-camps" title={R.camps}>
        <ul className="flex flex-col gap-1">
          {report.camps.map((camp) => (
            <li key={camp.id} className="flex flex-wrap justify-between gap-x-3">
              <Link to={campReportPath(camp.id)} className="link min-w-0 break-words">
                {camp.title}
              </Link>
              <span className="text-sm text-base-content/80">
                {camp.startDate === camp.endDate
                  ? formatCalendarDay(camp.startDate)
                  : `${formatCalendarDay(camp.startDate)} – ${formatCalendarDay(camp.endDate)}`}
              </span>
            </li>
          ))}
        </ul>
      </ReportCard>
      <ReportFigures report={report} />
    </>
  );
}
