import { Link, Navigate, useLocation, useParams } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { useAuth } from "../../lib/auth-context";
import { clinicPath } from "../../lib/clinic-path";
import { useCamp } from "../../lib/get-camp";
import { PageSpinner } from "../../components/feedback/page-status";
import { campReportDownloads, useCampReport } from "./report-api";
import { ReportFigures } from "./report-figures";
import { documentTitle, ReportState } from "./report-state";
import { rangeReportPath } from "./range-report-api";

const T = MESSAGES.campReportUi;

/**
 * /admin/clinic/:mealId/report (issue 41): one camp's report for admins and the camp's doctors — its figures and
 * charts, and its downloads. The server decides who may read it; a refusal shows its reason.
 */
export function CampReportPage() {
  const { mealId = "" } = useParams();
  const location = useLocation();
  const { user, loading, isAdmin, adminLoading } = useAuth();
  const title = useCamp(mealId).data?.title;
  const heading = title ? T.titleOf(title) : T.title;
  const signedIn = Boolean(user) && !adminLoading;
  const report = useCampReport(mealId, signedIn);

  if (!loading && !user) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return (
    <section aria-labelledby="report-heading" className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
      <title>{documentTitle(heading)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="report-heading" className="min-w-0 text-2xl font-bold break-words">
          {heading}
        </h1>
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <Link to={rangeReportPath()} className="btn btn-outline btn-sm">
              {MESSAGES.campReportRange.open}
            </Link>
          )}
          <Link to={clinicPath(mealId)} className="btn btn-outline btn-sm">
            {MESSAGES.clinicLists.backToClinic}
          </Link>
        </div>
      </div>
      {signedIn ? (
        <ReportState query={report} failedText={T.loadFailed}>
          {(data) => (
            <>
              {data.registered.visits > 0 && <Downloads campId={mealId} camp={title ?? T.title} />}
              <ReportFigures report={data} />
            </>
          )}
        </ReportState>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}

/**
 * The report's files, plain links the browser saves. Whoever the server lets read the report (admins, the camp's
 * doctors) may download each of them.
 */
function Downloads({ campId, camp }: { campId: string; camp: string }) {
  const paths = campReportDownloads(campId);
  const links = [
    { href: paths.pdf, label: T.pdf, name: T.pdfOf(camp) },
    { href: paths.csv, label: T.csv, name: T.csvOf(camp) },
    { href: paths.dhis2, label: T.dhis2, name: T.dhis2Of(camp) },
  ];
  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 className="font-semibold">{T.downloads}</h2>
      <div className="flex flex-wrap gap-2">
        {links.map((link) => (
          <a key={link.href} href={link.href} download className="btn btn-outline btn-sm" aria-label={link.name}>
            {link.label}
          </a>
        ))}
      </div>
      <p className="text-sm text-base-content/80">{T.downloadsNote}</p>
    </div>
  );
}
