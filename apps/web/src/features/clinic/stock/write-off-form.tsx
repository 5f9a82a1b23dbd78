import { PHARMACY_LIMITS, type StockReport, WRITE_OFF_REASONS, type WriteOffReason } from "@medcamp/contract";
import { type FormEvent, useId } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { confirmDestructive } from "../../../lib/confirm";
import { writeOffStock } from "../clinic-api";
import { StockField } from "./stock-field";
import { StockFormCard } from "./stock-form-card";
import { useStockForm } from "./use-stock-form";

const EMPTY = { batchId: "", quantity: "", reason: "" as WriteOffReason | "", note: "" };

/** The batches that hold units (usable or expired), by medicine, as the select offers them. */
const batchesInStock = (medicines: StockReport["medicines"]) =>
  medicines
    .map((m) => ({ medicine: m.medicine, batches: m.batches.filter((b) => b.left + b.expired > 0) }))
    .filter((m) => m.batches.length > 0);

/**
 * Writes off units of one batch with a reason (POST …/stock/write-offs with a writeOffId made here), after the
 * "Are you sure?" confirmation: a write-off is recorded for good. What was typed stays when the server refuses it.
 */
export function WriteOffForm({ mealId, medicines }: { mealId: string; medicines: StockReport["medicines"] }) {
  const text = MESSAGES.clinicPharmacy;
  const id = useId();
  const {
    draft,
    set,
    problem,
    setProblem,
    mutation: writeOff,
  } = useStockForm(mealId, EMPTY, (sent, writeOffId) =>
    writeOffStock(mealId, {
      writeOffId,
      batchId: sent.batchId,
      quantity: Number(sent.quantity),
      reason: sent.reason as WriteOffReason,
      ...(sent.note.trim() ? { note: sent.note.trim() } : {}),
    }),
  );
  const groups = batchesInStock(medicines);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const quantity = Number(draft.quantity);
    const batch = groups.flatMap((g) => g.batches).find((b) => b.batchId === draft.batchId);
    if (!batch || !draft.reason || !Number.isInteger(quantity) || quantity < 1) return setProblem(text.fillWriteOff);
    if (await confirmDestructive(text.writeOffConfirm(quantity, batch.batch))) writeOff.mutate();
  };
  // Kept while it says what the last write-off took, though no batch holds units any more.
  if (groups.length === 0 && !writeOff.data) return null;
  const done = writeOff.data && text.writtenOffNote(writeOff.data.quantity, writeOff.data.batch);
  return (
    <StockFormCard
      id={id}
      title={text.writeOffTitle}
      onSubmit={submit}
      submitLabel={text.writeOff}
      submitClass="btn-warning"
      pending={writeOff.isPending}
      problem={problem}
      done={done}
    >
      <StockField id={`${id}-batch`} label={text.batch}>
        <select
          id={`${id}-batch`}
          className="select select-bordered"
          value={draft.batchId}
          onChange={(e) => set("batchId")(e.target.value)}
        >
          <option value="" />
          {groups.map((g) => (
            <optgroup key={g.medicine} label={g.medicine}>
              {g.batches.map((b) => (
                <option key={b.batchId} value={b.batchId}>
                  {text.batchInStock(b.batch, b.expiresOn, b.left + b.expired)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </StockField>
      <div className="grid gap-3 sm:grid-cols-2">
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
        <StockField id={`${id}-reason`} label={text.reason}>
          <select
            id={`${id}-reason`}
            className="select select-bordered"
            value={draft.reason}
            onChange={(e) => set("reason")(e.target.value)}
          >
            <option value="" />
            {WRITE_OFF_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {text.reasons[reason]}
              </option>
            ))}
          </select>
        </StockField>
      </div>
      <StockField id={`${id}-note`} label={text.note}>
        <input
          id={`${id}-note`}
          className="input input-bordered"
          maxLength={PHARMACY_LIMITS.note}
          value={draft.note}
          onChange={(e) => set("note")(e.target.value)}
        />
      </StockField>
    </StockFormCard>
  );
}
