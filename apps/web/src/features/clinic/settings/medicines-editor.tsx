import { CLINIC_LIST_LIMITS, type Medicine, medicineLabel, type MedicinesAnswer } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "../../../i18n/messages";
import { putMedicines } from "../clinic-lists-api";
import { clinicListKeys } from "../use-clinic-lists";
import { EntryField } from "./entry-field";
import { EntryList } from "./entry-list";
import { EntryRow, type EntryRowProps } from "./entry-row";
import { type Draft, duplicates, type FieldErrors } from "./list-drafts";
import { ListCard } from "./list-card";
import { useListEditor } from "./use-list-editor";

/** A medicine as sent: trimmed, with a strength only when it has one. */
const cleaned = (medicine: Medicine): Medicine => {
  const strength = medicine.strength?.trim();
  return {
    name: medicine.name.trim(),
    ...(strength ? { strength } : {}),
    form: medicine.form.trim(),
    unit: medicine.unit.trim(),
  };
};

const labelOf = (medicine: Medicine) => medicineLabel(cleaned(medicine));

function checkMedicines(drafts: readonly Draft<Medicine>[]): FieldErrors {
  const text = MESSAGES.clinicLists;
  const errors = duplicates(drafts, labelOf, "name", text.alreadyListed);
  for (const { key, item } of drafts) {
    if (item.name.trim() === "") errors[`${key}.name`] = MESSAGES.clinicUi.nameRequired;
    if (item.form.trim() === "") errors[`${key}.form`] = text.formRequired;
    if (item.unit.trim() === "") errors[`${key}.unit`] = text.unitRequired;
  }
  return errors;
}

/** The camp's medicines: name, strength, form and the unit it is given in; added, removed and reordered. */
export function MedicinesEditor({ mealId, answer }: { mealId: string; answer: MedicinesAnswer }) {
  const queryClient = useQueryClient();
  const text = MESSAGES.clinicLists;
  const editor = useListEditor<Medicine>({
    saved: answer.medicines,
    list: "medicines",
    nameOf: labelOf,
    check: checkMedicines,
    send: async (medicines) => {
      const saved = await putMedicines(mealId, medicines.map(cleaned));
      queryClient.setQueryData(clinicListKeys.medicines(mealId), saved);
      return saved.medicines;
    },
    defaults: [],
    savedText: text.medicinesSaved,
  });
  return (
    <ListCard
      title={text.medicines}
      intro={text.medicinesIntro}
      custom={answer.custom}
      editor={editor}
      saveLabel={text.saveMedicines}
    >
      <EntryList
        editor={editor}
        row={(draft, index) => <MedicineRow editor={editor} draft={draft} index={index} />}
        max={CLINIC_LIST_LIMITS.medicines}
        blank={() => ({ name: "", form: "", unit: "" })}
        addLabel={MESSAGES.clinicUi.addPrescription}
      />
    </ListCard>
  );
}

const FIELDS = [
  { field: "name", max: 80 },
  { field: "strength", max: 40 },
  { field: "form", max: 40 },
  { field: "unit", max: 20 },
] as const;

function MedicineRow({ editor, draft, index }: EntryRowProps<Medicine>) {
  const text = MESSAGES.clinicLists;
  const id = editor.rowId(draft);
  const medicine = draft.item;
  const legend = text.medicineNumber(index + 1);
  const labels = { name: MESSAGES.clinicUi.medicine, strength: text.strength, form: text.form, unit: text.givenIn };
  return (
    <EntryRow
      editor={editor}
      draft={draft}
      index={index}
      legend={legend}
      name={medicine.name.trim() ? labelOf(medicine) : ""}
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {FIELDS.map(({ field, max }) => (
          <EntryField
            key={field}
            id={`${id}-${field}`}
            label={labels[field]}
            value={medicine[field] ?? ""}
            maxLength={max}
            error={editor.errors[`${draft.key}.${field}`]}
            onChange={(value) => editor.update(index, { ...medicine, [field]: value })}
          />
        ))}
      </div>
    </EntryRow>
  );
}
