import {
  CLINIC_LIST_LIMITS,
  SCREENING_RESULT_TYPES,
  type ScreeningResultType,
  type ScreeningTest,
  type ScreeningTestsAnswer,
} from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "../../../i18n/messages";
import { putScreeningTests } from "../clinic-lists-api";
import { clinicListKeys } from "../use-clinic-lists";
import { EntryField } from "./entry-field";
import { EntryList } from "./entry-list";
import { EntryRow, type EntryRowProps } from "./entry-row";
import { type Draft, duplicates, type FieldErrors } from "./list-drafts";
import { ListCard } from "./list-card";
import { useListEditor } from "./use-list-editor";

const nameOf = (test: ScreeningTest) => test.name;

/** A test as sent: trimmed, with a unit only for a number result that has one. */
const cleaned = (test: ScreeningTest): ScreeningTest => {
  const unit = test.resultType === "number" ? test.unit?.trim() : undefined;
  return { name: test.name.trim(), resultType: test.resultType, ...(unit ? { unit } : {}) };
};

function checkTests(drafts: readonly Draft<ScreeningTest>[]): FieldErrors {
  const errors = duplicates(drafts, nameOf, "name", MESSAGES.clinicLists.alreadyListed);
  for (const draft of drafts) {
    if (draft.item.name.trim() === "") errors[`${draft.key}.name`] = MESSAGES.clinicUi.nameRequired;
  }
  return errors;
}

/** The camp's screening tests: name, kind of result and (for a number) unit; added, removed and reordered. */
export function ScreeningTestsEditor({ mealId, answer }: { mealId: string; answer: ScreeningTestsAnswer }) {
  const queryClient = useQueryClient();
  const text = MESSAGES.clinicLists;
  const editor = useListEditor<ScreeningTest>({
    saved: answer.tests,
    list: "tests",
    nameOf,
    check: checkTests,
    send: async (tests) => {
      const saved = await putScreeningTests(mealId, tests.map(cleaned));
      queryClient.setQueryData(clinicListKeys.tests(mealId), saved);
      return saved.tests;
    },
    defaults: [],
    savedText: text.testsSaved,
  });
  return (
    <ListCard
      title={text.tests}
      intro={text.testsIntro}
      custom={answer.custom}
      editor={editor}
      saveLabel={text.saveTests}
    >
      <EntryList
        editor={editor}
        row={(draft, index) => <TestRow editor={editor} draft={draft} index={index} />}
        max={CLINIC_LIST_LIMITS.screeningTests}
        blank={(): ScreeningTest => ({ name: "", resultType: "number" })}
        addLabel={MESSAGES.clinicUi.addTest}
      />
    </ListCard>
  );
}

function TestRow({ editor, draft, index }: EntryRowProps<ScreeningTest>) {
  const text = MESSAGES.clinicLists;
  const id = editor.rowId(draft);
  const test = draft.item;
  const set = (change: Partial<ScreeningTest>) => editor.update(index, { ...test, ...change });
  const legend = text.testNumber(index + 1);
  return (
    <EntryRow editor={editor} draft={draft} index={index} legend={legend} name={test.name.trim()}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <EntryField
          id={`${id}-name`}
          label={text.testName}
          value={test.name}
          maxLength={80}
          error={editor.errors[`${draft.key}.name`]}
          onChange={(name) => set({ name })}
        />
        <div className="form-control min-w-0">
          <label htmlFor={`${id}-resultType`} className="label pb-1 text-sm font-medium whitespace-normal">
            {text.resultType}
          </label>
          <select
            id={`${id}-resultType`}
            className="select select-bordered select-sm w-full"
            value={test.resultType}
            onChange={(e) => set({ resultType: e.target.value as ScreeningResultType })}
          >
            {SCREENING_RESULT_TYPES.map((type) => (
              <option key={type} value={type}>
                {text.resultTypes[type]}
              </option>
            ))}
          </select>
        </div>
        {test.resultType === "number" && (
          <EntryField
            id={`${id}-unit`}
            label={MESSAGES.clinicUi.unit}
            value={test.unit ?? ""}
            maxLength={20}
            error={editor.errors[`${draft.key}.unit`]}
            onChange={(unit) => set({ unit })}
          />
        )}
      </div>
    </EntryRow>
  );
}
