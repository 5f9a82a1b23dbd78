import type { StockReport } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { newClientId } from "../../../lib/client-id";
import { receiveStock } from "../clinic-api";
import { clinicKeys } from "../clinic-keys";
import { StockField } from "./stock-field";

const EMPTY = { medicineId: "", batch: "", quantity: "", expiresOn: "" };

/**
 * Receives one batch of a medicine of the camp's own list (POST …/stock with a receiptId made here). What was typed
 * stays when the server refuses it; the report below is read again once it is received.
 */
export function ReceiveStockForm({ mealId, medicines }: { mealId: string; medicines: StockReport["medicines"] }) {
  const text = MESSAGES.clinicPharmacy;
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  const set = (field: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const receive = useMutation({
    mutationFn: () =>
      receiveStock(mealId, {
        receiptId: newClientId(),
        medicineId: draft.medicineId,
        batch: draft.batch.trim(),
        quantity: Number(draft.quantity),
        expiresOn: draft.expiresOn,
      }),
    onSuccess: () => {
      setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: clinicKeys.stock(mealId) });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : MESSAGES.clinicUi.loadFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const quantity = Number(draft.quantity);
    if (!draft.medicineId || !draft.batch.trim() || !draft.expiresOn || !Number.isInteger(quantity) || quantity < 1) {
      return setProblem(text.fillEveryField);
    }
    receive.mutate();
  };
  const note = receive.data && text.receivedNote(receive.data.quantity, receive.data.medicine);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="card bg-base-100 shadow-sm ring-1 ring-base-300"
    >
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {text.receiveTitle}
        </h2>
        <StockField id={`${id}-medicine`} label={text.medicine}>
          <select
            id={`${id}-medicine`}
            className="select select-bordered"
            value={draft.medicineId}
            onChange={(e) => set("medicineId")(e.target.value)}
          >
            <option value="" />
            {medicines.map((m) => (
              <option key={m.medicineId} value={m.medicineId}>
                {m.medicine}
              </option>
            ))}
          </select>
        </StockField>
        <div className="grid gap-3 sm:grid-cols-3">
          <StockField id={`${id}-batch`} label={text.batch}>
            <input
              id={`${id}-batch`}
              className="input input-bordered"
              value={draft.batch}
              onChange={(e) => set("batch")(e.target.value)}
            />
          </StockField>
          <StockField id={`${id}-quantity`} label={text.quantity}>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              className="input input-bordered"
              value={draft.quantity}
              onChange={(e) => set("quantity")(e.target.value)}
            />
          </StockField>
          <StockField id={`${id}-expires`} label={text.expiresOn}>
            <input
              id={`${id}-expires`}
              type="date"
              className="input input-bordered"
              value={draft.expiresOn}
              onChange={(e) => set("expiresOn")(e.target.value)}
            />
          </StockField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={receive.isPending}>
            {text.receive}
          </button>
          <p role={problem ? "alert" : "status"} className={problem ? "text-error" : "text-success"}>
            {problem ?? note ?? ""}
          </p>
        </div>
      </div>
    </form>
  );
}
