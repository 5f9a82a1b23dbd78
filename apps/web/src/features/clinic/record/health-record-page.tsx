import type { AccessLog, MyVisits } from "@medcamp/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../../../components/list/data-table";
import { ListPage } from "../../../components/list/list-page";
import { formatMoment } from "../../../i18n/intl";
import { formatCalendarDay } from "../../../lib/format-day";
import { MESSAGES } from "../../../i18n/messages";
import { useAuth } from "../../../lib/auth-context";
import { summaryPath } from "../summary/summary-api";
import { useMyAccessLog, useMyVisits } from "./record-api";

type VisitRow = MyVisits["visits"][number] & { _id: string };
type ReadRow = AccessLog["entries"][number] & { _id: string };

/** This page's path: the summary's Back returns here. */
const HERE = "/user/health";

/** The person's whole record as downloads (issue 41): FHIR R4 for other health systems, a PDF to read and print. */
export const RECORD_DOWNLOADS = { fhir: "/api/me/health-record.fhir", pdf: "/api/me/health-record.pdf" } as const;

const visitColumns = (): Column<VisitRow>[] => {
  const T = MESSAGES.clinicRecord;
  return [
    { header: MESSAGES.clinicSummary.camp, cell: (v) => v.title, className: "break-words" },
    {
      header: MESSAGES.clinicSummary.date,
      cell: (v) => <time dateTime={v.day}>{formatCalendarDay(v.day)}</time>,
      className: "whitespace-nowrap",
    },
    { header: MESSAGES.clinicUi.token, cell: (v) => v.token },
    {
      header: T.summary,
      cell: (v) =>
        v.signedAt ? (
          <Link
            to={summaryPath(v.visitId)}
            state={{ back: HERE }}
            className="link link-primary"
            aria-label={T.openSummaryOf(v.title, formatCalendarDay(v.day))}
          >
            {T.summary}
          </Link>
        ) : (
          <span className="badge badge-ghost h-auto">{T.notSigned}</span>
        ),
    },
  ];
};

/** A reader's role at the camp in words; the person's own reads are theirs ("You"), a facility's link its own. */
function roleName(role: string): string {
  const roles: Record<string, string> = MESSAGES.clinicUi.roles;
  if (role === "self") return MESSAGES.clinicRecord.you;
  if (role === "admin") return MESSAGES.clinicRecord.admin;
  if (role === "summary-link") return MESSAGES.clinicSummaryLink.linkRole;
  if (role === "facility") return MESSAGES.clinicRecord.facility;
  return roles[role] ?? role;
}

/** Who read it: "You", the summary link (whoever opened it with the code texted to the person), or the reader's name. */
function readerName(reader: { role: string; name: string }): string {
  if (reader.role === "self") return MESSAGES.clinicRecord.you;
  if (reader.role === "summary-link") return MESSAGES.clinicSummaryLink.linkReader;
  return reader.name;
}

/** What was read: the visit's record, its summary, a referral's slip, or the referrals' follow-up list. */
function whatName(what: string): string {
  if (what === "visit") return MESSAGES.clinicRecord.whatVisit;
  if (what === "summary") return MESSAGES.clinicSummary.title;
  if (what === "referral") return MESSAGES.clinicReferrals.slipTitle;
  if (what === "referral-list") return MESSAGES.clinicRecord.whatReferralList;
  if (what === "fhir") return MESSAGES.clinicRecord.whatFhir;
  return what;
}

const readColumns = (visits: ReadonlyMap<string, VisitRow>): Column<ReadRow>[] => {
  const T = MESSAGES.clinicRecord;
  return [
    {
      header: T.when,
      cell: (r) => <time dateTime={r.at}>{formatMoment(r.at)}</time>,
      className: "whitespace-nowrap",
    },
    { header: T.who, cell: (r) => readerName(r.reader), className: "break-words" },
    { header: T.role, cell: (r) => (r.reader.role === "self" ? "—" : roleName(r.reader.role)) },
    { header: T.what, cell: (r) => whatName(r.what) },
    {
      header: MESSAGES.clinicSummary.camp,
      cell: (r) => {
        const visit = r.visitId ? visits.get(r.visitId) : undefined;
        return visit ? `${visit.title}, ${formatCalendarDay(visit.day)}` : "";
      },
      className: "break-words",
    },
  ];
};

/** A list's part of the page: its heading, what it is, the table, and Try again when it failed to load. */
function Part({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro?: string;
  query: Pick<UseQueryResult, "error" | "refetch">;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-base-content/80">{intro}</p>}
      {children}
      {query.error && (
        <div className="flex justify-center">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void query.refetch()}>
            {MESSAGES.account.tryAgain}
          </button>
        </div>
      )}
    </section>
  );
}

/** The record as files to download: plain links, the session cookie goes along (shown once there is a visit). */
function Downloads() {
  const id = useId();
  const T = MESSAGES.clinicRecord;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {T.download}
      </h2>
      <p className="text-base-content/80">{T.downloadIntro}</p>
      <div className="flex flex-wrap gap-2">
        <a className="btn btn-outline btn-sm" href={RECORD_DOWNLOADS.fhir} download>
          {T.downloadFhir}
        </a>
        <a className="btn btn-outline btn-sm" href={RECORD_DOWNLOADS.pdf} download>
          {T.downloadPdf}
        </a>
      </div>
    </section>
  );
}

/**
 * /user/health, "My health record" (issue 39, items 5 and 6): the visits a camp's clinic recorded for the signed-in
 * person, each with its summary once the doctor signed, and everyone who read their record (the access log).
 */
export function HealthRecordPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const visits = useMyVisits(email);
  const reads = useMyAccessLog(email);
  const T = MESSAGES.clinicRecord;
  const title = MESSAGES.layout.userNav.healthRecord;
  const visitRows: VisitRow[] = (visits.data?.visits ?? []).map((v) => ({ ...v, _id: v.visitId }));
  const readRows: ReadRow[] = (reads.data?.entries ?? []).map((r, i) => ({ ...r, _id: `${r.at} ${i}` }));
  const byId = new Map(visitRows.map((v) => [v.visitId, v]));

  return (
    <ListPage title={title} documentTitle={`${title} · MedCamp`}>
      <div className="space-y-8">
        <p>{T.intro}</p>
        <Part title={T.visits} query={visits}>
          <DataTable
            query={visits}
            rows={visitRows}
            columns={visitColumns()}
            emptyText={T.noVisits}
            errorText={T.visitsLoadFailed}
          />
        </Part>
        {visitRows.length > 0 && <Downloads />}
        <Part title={T.reads} intro={T.readsIntro} query={reads}>
          <DataTable
            query={reads}
            rows={readRows}
            columns={readColumns(byId)}
            emptyText={T.noReads}
            errorText={T.readsLoadFailed}
          />
        </Part>
      </div>
    </ListPage>
  );
}
