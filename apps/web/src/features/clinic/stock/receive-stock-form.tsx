import type { StockReport } from "@medcamp/contract";
import { type FormEvent, useId } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { receiveStock } from "../clinic-api";
import { StockField } from "./stock-field";
import { StockFormCard } from "./stock-form-card";
import { useStockForm } from "./use-stock-form";

const EMPTY = { medicineId: "", batch: "", quantity: "", expiresOn: "" };

/**
 * Receives one batch of a medicine of the camp's own list (POST …/stock with a receiptId made here). What was typed
 * stays when the server refuses it; the report below is read again once it is received.
 */
export function ReceiveStockForm({ mealId, medicines }: { mealId: string; medicines: StockReport["medicines"] }) {
  const text = MESSAGES.clinicPharmacy;
  const id = useId();
  const {
    draft,
    set,
    problem,
    setProblem,
    mutation: receive,
  } = useStockForm(mealId, EMPTY, (sent, receiptId) =>
    receiveStock(mealId, {
      receiptId,
      medicineId: sent.medicineId,
      batch: sent.batch.trim(),
      quantity: Number(sent.quantity),
      expiresOn: sent.expiresOn,
    }),
  );
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
    <StockFormCard
      id={id}
      title={text.receiveTitle}
      onSubmit={submit}
      submitLabel={text.receive}
      submitClass="btn-primary"
      pending={receive.isPending}
      problem={problem}
      done={note}
    >
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
    </StockFormCard>
  );
}
