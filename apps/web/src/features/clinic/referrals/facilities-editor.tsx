import { type Facility, type FacilitiesAnswer, listKey, REFERRAL_LIMITS } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "../../../i18n/messages";
import { EntryField } from "../settings/entry-field";
import { type Draft, duplicates, type FieldErrors } from "../settings/list-drafts";
import { ListCard } from "../settings/list-card";
import { RowControls } from "../settings/row-controls";
import { type ListEditor, useListEditor } from "../settings/use-list-editor";
import { putFacilities, referralKeys } from "./referrals-api";

/** A facility as edited: its departments as typed, one a line. */
type FacilityDraft = { name: string; address: string; phone: string; departments: string };

const departmentsOf = (typed: string) =>
  typed
    .split("\n")
    .map((d) => d.trim())
    .filter(Boolean);

const drafted = (facility: Facility): FacilityDraft => ({
  name: facility.name,
  address: facility.address,
  phone: facility.phone,
  departments: facility.departments.join("\n"),
});

const cleaned = (draft: FacilityDraft): Facility => ({
  name: draft.name.trim(),
  address: draft.address.trim(),
  phone: draft.phone.trim(),
  departments: departmentsOf(draft.departments),
});

function checkFacilities(drafts: readonly Draft<FacilityDraft>[]): FieldErrors {
  const text = MESSAGES.clinicReferrals;
  const errors = duplicates(drafts, (f) => f.name, "name", MESSAGES.clinicLists.alreadyListed);
  for (const { key, item } of drafts) {
    if (item.name.trim() === "") errors[`${key}.name`] = MESSAGES.clinicUi.nameRequired;
    if (item.address.trim() === "") errors[`${key}.address`] = text.addressRequired;
    if (item.phone.trim() === "") errors[`${key}.phone`] = text.phoneRequired;
    const departments = departmentsOf(item.departments).map(listKey);
    if (new Set(departments).size !== departments.length) errors[`${key}.departments`] = text.departmentTwice;
  }
  return errors;
}

/**
 * The camp's partner facilities on the clinic settings (issue 40): name, address, phone and departments, added,
 * removed and reordered, saved whole (a facility kept by its name keeps its identity on the server).
 */
export function FacilitiesEditor({ mealId, answer }: { mealId: string; answer: FacilitiesAnswer }) {
  const queryClient = useQueryClient();
  const text = MESSAGES.clinicReferrals;
  const editor = useListEditor<FacilityDraft>({
    saved: answer.facilities.map(drafted),
    list: "facilities",
    nameOf: (f) => f.name,
    check: checkFacilities,
    send: async (facilities) => {
      const saved = await putFacilities(mealId, facilities.map(cleaned));
      queryClient.setQueryData(referralKeys.facilities(mealId), saved);
      return saved.facilities.map(drafted);
    },
    defaults: [],
    savedText: text.facilitiesSaved,
  });
  return (
    <ListCard title={text.facilities} intro={text.facilitiesIntro} editor={editor} saveLabel={text.saveFacilities}>
      {editor.drafts.length === 0 && <p className="text-base-content/70">{text.noFacilities}</p>}
      <ol className="space-y-3">
        {editor.drafts.map((draft, index) => (
          <li key={draft.key}>
            <FacilityRow editor={editor} draft={draft} index={index} />
          </li>
        ))}
      </ol>
      <button
        type="button"
        id={`${editor.prefix}-add`}
        className="btn btn-outline btn-sm"
        disabled={editor.drafts.length >= REFERRAL_LIMITS.facilities}
        onClick={() => editor.add({ name: "", address: "", phone: "", departments: "" })}
      >
        {text.addFacility}
      </button>
    </ListCard>
  );
}

function FacilityRow({
  editor,
  draft,
  index,
}: {
  editor: ListEditor<FacilityDraft>;
  draft: Draft<FacilityDraft>;
  index: number;
}) {
  const text = MESSAGES.clinicReferrals;
  const id = editor.rowId(draft);
  const facility = draft.item;
  const legend = text.facilityNumber(index + 1);
  const set = (patch: Partial<FacilityDraft>) => editor.update(index, { ...facility, ...patch });
  const departmentsError = editor.errors[`${draft.key}.departments`];
  return (
    <fieldset className="space-y-2 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <EntryField
          id={`${id}-name`}
          label={text.facilityName}
          value={facility.name}
          maxLength={120}
          error={editor.errors[`${draft.key}.name`]}
          onChange={(name) => set({ name })}
        />
        <EntryField
          id={`${id}-phone`}
          label={text.phone}
          value={facility.phone}
          maxLength={40}
          error={editor.errors[`${draft.key}.phone`]}
          onChange={(phone) => set({ phone })}
        />
      </div>
      <EntryField
        id={`${id}-address`}
        label={text.address}
        value={facility.address}
        maxLength={300}
        error={editor.errors[`${draft.key}.address`]}
        onChange={(address) => set({ address })}
      />
      <div className="form-control min-w-0">
        <label htmlFor={`${id}-departments`} className="label pb-1 text-sm font-medium whitespace-normal">
          {text.departments}
        </label>
        <textarea
          id={`${id}-departments`}
          className={`textarea textarea-bordered w-full ${departmentsError ? "textarea-error" : ""}`}
          dir="auto"
          rows={3}
          value={facility.departments}
          aria-invalid={departmentsError ? true : undefined}
          aria-describedby={`${id}-departments-hint${departmentsError ? ` ${id}-departments-error` : ""}`}
          onChange={(e) => set({ departments: e.target.value })}
        />
        <p id={`${id}-departments-hint`} className="mt-1 text-sm text-base-content/70">
          {text.departmentsHint}
        </p>
        {departmentsError && (
          <p id={`${id}-departments-error`} className="mt-1 text-sm text-error">
            {departmentsError}
          </p>
        )}
      </div>
      <RowControls
        rowId={id}
        name={facility.name.trim() || legend}
        canMoveUp={index > 0}
        canMoveDown={index < editor.drafts.length - 1}
        onMove={(step) => editor.move(index, step)}
        onRemove={() => editor.remove(index)}
      />
    </fieldset>
  );
}
