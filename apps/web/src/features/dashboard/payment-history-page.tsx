import { MESSAGES, PAYMENT_STATUS_PURCHASED } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../components/camp-card";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { fetchPayments } from "./dashboard-api";

/** /user/history: the camper's package payments, newest first. */
export function PaymentHistoryPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const payments = useQuery({
    queryKey: ["payments", email],
    queryFn: () => fetchPayments(email),
    enabled: Boolean(email),
  });
  const rows = payments.data ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="history-title">
      <title>Payment History · MedCamp</title>
      <h1 id="history-title" className="mb-6 text-3xl font-bold">
        Payment History
      </h1>
      <QueryState
        loading={payments.isPending}
        error={payments.error}
        errorText={MESSAGES.payment.historyLoadFailed}
        empty={rows.length === 0}
        emptyText={MESSAGES.camps.noPaymentsFound}
      >
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Date</th>
                <th>Package</th>
                <th>Price ($)</th>
                <th>Transaction ID</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p, i) => (
                <tr key={p._id}>
                  <td>{i + 1}</td>
                  <td>{formatDate(p.date)}</td>
                  <td>{p.userPackage}</td>
                  <td>{p.price}</td>
                  <td className="font-mono text-xs">{p.transactionId}</td>
                  <td>
                    <span
                      className={`badge ${p.status === PAYMENT_STATUS_PURCHASED ? "badge-success" : "badge-error"}`}
                    >
                      {p.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </section>
  );
}
