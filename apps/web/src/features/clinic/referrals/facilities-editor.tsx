import { type Facility, type FacilitiesAnswer, listKey, REFERRAL_LIMITS } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "../../../i18n/messages";
import { EntryField } from "../settings/entry-field";
import { EntryList } from "../settings/entry-list";
import { EntryRow, type EntryRowProps } from "../settings/entry-row";
import { type Draft, duplicates, type FieldErrors } from "../settings/list-drafts";
import { ListCard } from "../settings/list-card";
import { useListEditor } from "../settings/use-list-editor";
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
      <EntryList
        editor={editor}
        row={(draft, index) => <FacilityRow editor={editor} draft={draft} index={index} />}
        max={REFERRAL_LIMITS.facilities}
        blank={() => ({ name: "", address: "", phone: "", departments: "" })}
        addLabel={text.addFacility}
      />
    </ListCard>
  );
}

function FacilityRow({ editor, draft, index }: EntryRowProps<FacilityDraft>) {
  const text = MESSAGES.clinicReferrals;
  const id = editor.rowId(draft);
  const facility = draft.item;
  const legend = text.facilityNumber(index + 1);
  const set = (patch: Partial<FacilityDraft>) => editor.update(index, { ...facility, ...patch });
  const departmentsError = editor.errors[`${draft.key}.departments`];
  const field = (key: "name" | "phone" | "address", label: string, maxLength: number) => (
    <EntryField
      id={`${id}-${key}`}
      label={label}
      value={facility[key]}
      maxLength={maxLength}
      error={editor.errors[`${draft.key}.${key}`]}
      onChange={(value) => set({ [key]: value })}
    />
  );
  return (
    <EntryRow editor={editor} draft={draft} index={index} legend={legend} name={facility.name.trim()}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field("name", text.facilityName, 120)}
        {field("phone", text.phone, 40)}
      </div>
      {field("address", text.address, 300)}
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
    </EntryRow>
  );
}
