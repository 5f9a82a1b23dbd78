import type { StockReport } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/feedback/query-state";
import { MESSAGES } from "../../../i18n/messages";
import { isRefusal } from "../../../lib/api-client";
import { clinicPath } from "../../../lib/clinic-path";
import { useCamp } from "../../../lib/get-camp";
import { getStockReport } from "../clinic-api";
import { clinicKeys } from "../clinic-keys";
import { ReceiveStockForm } from "./receive-stock-form";
import { WriteOffForm } from "./write-off-form";

/**
 * /admin/clinic/:mealId/stock (issue 40): a camp's stock — receiving a batch (pharmacists, admins) and the stock report
 * per medicine and batch (pharmacists, doctors, admins). The server decides who may read it.
 */
export function StockPage() {
  const { mealId = "" } = useParams();
  const text = MESSAGES.clinicPharmacy;
  const title = useCamp(mealId).data?.title;
  const heading = title ? text.stockOf(title) : text.stock;
  const report = useQuery({
    queryKey: clinicKeys.stock(mealId),
    queryFn: ({ signal }) => getStockReport(mealId, signal),
    retry: false,
  });
  const refused = isRefusal(report.error, "FORBIDDEN", "STATION_ROLE_REQUIRED", "UNAUTHORIZED");
  return (
    <section aria-labelledby="stock-heading" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <title>{MESSAGES.checkInUi.documentTitle(heading)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="stock-heading" className="min-w-0 text-3xl font-bold break-words">
          {heading}
        </h1>
        <Link to={clinicPath(mealId)} className="btn btn-outline btn-sm">
          {MESSAGES.clinicLists.backToClinic}
        </Link>
      </div>
      <QueryState
        loading={report.isPending}
        error={report.error}
        errorText={refused ? text.notAllowed : MESSAGES.clinicUi.loadFailed}
      >
        {report.data && (
          <>
            {report.data.medicines.length === 0 ? (
              <p className="alert">{text.noOwnList}</p>
            ) : (
              <>
                <ReceiveStockForm mealId={mealId} medicines={report.data.medicines} />
                <WriteOffForm mealId={mealId} medicines={report.data.medicines} />
              </>
            )}
            <StockTable report={report.data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The report: per medicine its figures and low-stock mark, then its batches; received = dispensed + written off + expired + left. */
function StockTable({ report }: { report: StockReport }) {
  const text = MESSAGES.clinicPharmacy;
  return (
    <div className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body gap-3">
        <h2 className="card-title">{text.reportTitle}</h2>
        <p className="text-sm text-base-content/70">{text.asOf(report.asOf)}</p>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{text.medicine}</th>
                <th scope="col">{text.received}</th>
                <th scope="col">{text.dispensed}</th>
                <th scope="col">{text.writtenOff}</th>
                <th scope="col">{text.expired}</th>
                <th scope="col">{text.left}</th>
              </tr>
            </thead>
            <tbody>
              {report.medicines.flatMap((m) => [
                <tr key={m.medicineId} className="font-medium">
                  <th scope="row">
                    {m.medicine}
                    {m.low && <span className="badge badge-warning ms-2">{text.lowStock}</span>}
                  </th>
                  <td>{m.received}</td>
                  <td>{m.dispensed}</td>
                  <td>{m.writtenOff}</td>
                  <td>{m.expired}</td>
                  <td>{m.left}</td>
                </tr>,
                ...m.batches.map((b) => (
                  <tr key={b.batchId} className="text-base-content/70">
                    <td className="ps-6">
                      {b.batch} · {text.expiresOn} {b.expiresOn}
                    </td>
                    <td>{b.received}</td>
                    <td>{b.dispensed}</td>
                    <td>{b.writtenOff}</td>
                    <td>{b.expired}</td>
                    <td>{b.left}</td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
