import { listKey, type Medicine, medicineLabel } from "@medcamp/contract";
import { useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import type { PrescriptionRow } from "./consultation-draft";
import { useMedicines } from "./use-clinic-lists";

/**
 * The label of the camp's medicine a typed name means, as the server reads it: its label ("Amlodipine 5 mg"), or its
 * name alone when the list holds that name once; null for a medicine not on the list.
 */
export function medicineOf(list: readonly Medicine[], typed: string): string | null {
  const key = listKey(typed);
  const byLabel = list.find((m) => listKey(medicineLabel(m)) === key);
  if (byLabel) return medicineLabel(byLabel);
  const byName = list.filter((m) => listKey(m.name) === key);
  return byName.length === 1 ? medicineLabel(byName[0]!) : null;
}

const isBlank = (row: PrescriptionRow) => Object.values(row).every((v) => v.trim() === "");

/** The rows (by index) whose medicine is not on the camp's list; blank rows are not sent, so they pass. */
export const offListRows = (rows: readonly PrescriptionRow[], list: readonly Medicine[]) =>
  rows.flatMap((row, index) => (!isBlank(row) && medicineOf(list, row.medicine) === null ? [index] : []));

/**
 * The camp's medicines for the prescription, and the check before a save or a signature: a medicine off the list
 * never reaches the server from this screen. Its rows are marked (and the first focused) until they name one.
 */
export function useMedicineCheck(mealId: string) {
  const list = useMedicines(mealId).data?.medicines;
  const [marking, setMarking] = useState(false);
  return {
    list,
    /** The message under each row's medicine once a send was stopped. */
    errorsOf(rows: readonly PrescriptionRow[]): Record<number, string> {
      if (!marking || !list) return {};
      return Object.fromEntries(offListRows(rows, list).map((i) => [i, MESSAGES.clinicLists.notOnList]));
    },
    /** The rows as sent (each medicine spelled as the list labels it), or null when one is off the list. */
    checked(rows: readonly PrescriptionRow[], form: HTMLFormElement | null): PrescriptionRow[] | null {
      // Before the list is here (offline and never loaded) the server is the one to check.
      if (!list) return [...rows];
      if (offListRows(rows, list).length > 0) {
        setMarking(true);
        requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return null;
      }
      return rows.map((row) => (isBlank(row) ? row : { ...row, medicine: medicineOf(list, row.medicine)! }));
    },
  };
}
