import type { Dispense, Visit } from "@medcamp/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { ApiError, isNetworkError, isRefusal } from "../../lib/api-client";
import { newClientId } from "../../lib/client-id";
import { isOffline } from "../../lib/network-status";
import { dispense, getStockReport } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { recordDispense } from "./clinic-records";

type Item = { medicine: string; quantity: number };
type Outcome = { queued: boolean };

/** The prescription's medicines, as the consultation wrote them. */
function prescribed(visit: Visit): string[] {
  const data = visit.sections.find((s) => s.station === "consultation")?.data;
  const rows = Array.isArray(data?.prescriptions) ? (data.prescriptions as Array<{ medicine?: unknown }>) : [];
  return [...new Set(rows.flatMap((row) => (typeof row.medicine === "string" ? [row.medicine] : [])))];
}

/**
 * The pharmacy station (issue 40): how many of each prescribed medicine are handed over, against the signed
 * prescription. Online it is given exactly or refused with what is left, and "Give what there is" then records a
 * partial dispense; with no network (or none that answers) it waits on the phone as a partial dispense, so what the
 * stock cannot cover is recorded as not filled when it arrives, never lost. Below: what this visit was given, and the
 * camp's medicines low on stock.
 */
export function DispenseForm({ visit }: { visit: Visit }) {
  const text = MESSAGES.clinicPharmacy;
  const id = useId();
  const queryClient = useQueryClient();
  const medicines = prescribed(visit);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [short, setShort] = useState<Item[] | null>(null);
  const items = (): Item[] =>
    medicines.flatMap((medicine) => {
      const quantity = Number(quantities[medicine]);
      return Number.isInteger(quantity) && quantity > 0 ? [{ medicine, quantity }] : [];
    });

  const give = useMutation({
    networkMode: "always",
    mutationFn: async ({ list, partial }: { list: Item[]; partial: boolean }): Promise<Outcome> => {
      if (!partial && !isOffline()) {
        try {
          await dispense(visit.id, { dispenseId: newClientId(), items: list });
          return { queued: false };
        } catch (error) {
          if (!isNetworkError(error)) throw error;
        }
      }
      const outcome = await recordDispense(visit.campId, visit.id, list);
      if ("refused" in outcome) throw outcome.refused;
      return { queued: "queued" in outcome };
    },
    onMutate: () => {
      setProblem(undefined);
      setShort(null);
    },
    onSuccess: ({ queued }) => {
      setQuantities({});
      void queryClient.invalidateQueries({ queryKey: clinicKeys.device(visit.campId) });
      if (!queued) void queryClient.invalidateQueries({ queryKey: clinicKeys.visit(visit.id) });
      void queryClient.invalidateQueries({ queryKey: clinicKeys.stock(visit.campId) });
    },
    onError: (error, { list }) => {
      setProblem(error instanceof ApiError ? error.message : MESSAGES.clinicUi.offline);
      if (isRefusal(error, "STOCK_INSUFFICIENT")) setShort(list);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = items();
    if (list.length === 0) return setProblem(text.nothingEntered);
    give.mutate({ list, partial: false });
  };

  if (medicines.length === 0) return <p className="text-base-content/70">{text.noPrescription}</p>;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {text.dispenseTitle}
      </h3>
      <LowStock mealId={visit.campId} />
      {!visit.signature ? (
        <p role="status">{text.notSignedYet}</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          {medicines.map((medicine, index) => (
            <label key={medicine} className="flex items-center justify-between gap-3" htmlFor={`${id}-q${index}`}>
              <span>{medicine}</span>
              <input
                id={`${id}-q${index}`}
                type="number"
                inputMode="numeric"
                min={1}
                className="input input-bordered w-28"
                aria-label={text.quantityOf(medicine)}
                value={quantities[medicine] ?? ""}
                onChange={(e) => setQuantities((q) => ({ ...q, [medicine]: e.target.value }))}
              />
            </label>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={give.isPending}>
              {text.dispense}
            </button>
            {short && (
              <button
                type="button"
                className="btn"
                disabled={give.isPending}
                onClick={() => give.mutate({ list: short, partial: true })}
              >
                {text.giveWhatThereIs}
              </button>
            )}
          </div>
          <p role={problem ? "alert" : "status"} className={problem ? "text-error" : "text-success"}>
            {problem ?? (give.isSuccess && give.data.queued ? text.dispensedOnPhone : "")}
          </p>
        </form>
      )}
      <GivenList dispenses={visit.dispenses ?? []} />
    </section>
  );
}

/** What this visit was given, each dispense with its state and what is missing. */
function GivenList({ dispenses }: { dispenses: Dispense[] }) {
  const text = MESSAGES.clinicPharmacy;
  if (dispenses.length === 0) return null;
  return (
    <div>
      <h4 className="font-medium">{text.given}</h4>
      <ul className="space-y-2">
        {dispenses.map((d) => (
          <li key={d.dispenseId}>
            <span className="badge badge-outline me-2">{text.states[d.state]}</span>
            {d.items.map((item) => (
              <span key={item.medicine} className="block">
                {text.givenOf(item.medicine, item.given, item.requested)}
                {item.missing > 0 && <span className="text-warning"> · {text.notFilled(item.missing)}</span>}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The camp's medicines low on stock (the report's rule), as a warning; nothing while all is well or unknown. */
function LowStock({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicPharmacy;
  const report = useQuery({
    queryKey: clinicKeys.stock(mealId),
    queryFn: ({ signal }) => getStockReport(mealId, signal),
    staleTime: 30_000,
    retry: false,
  });
  const low = (report.data?.medicines ?? []).filter((m) => m.low);
  if (low.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning flex-col items-start">
      <p className="font-medium">{text.lowStock}</p>
      <ul>
        {low.map((m) => (
          <li key={m.medicineId}>{text.lowStockItem(m.medicine, m.left)}</li>
        ))}
      </ul>
    </div>
  );
}
