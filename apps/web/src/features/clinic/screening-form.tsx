import { CLINIC_LIMITS, type ScreeningTest } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";
import { SaveBar } from "./save-bar";
import { ScreeningResultRow } from "./screening-result-row";
import {
  EMPTY_SCREENING_ROW,
  refusedField,
  type RowErrors,
  screeningData,
  screeningRows,
  type ScreeningRow,
} from "./screening-rows";
import { sectionError } from "./section-error";
import { useScreeningTests } from "./use-clinic-lists";
import { useSectionSave } from "./use-section-save";

/** The screening tests: one row per result, its test chosen from the camp's list and its result of that test's kind. */
export function ScreeningForm({
  visitId,
  mealId,
  saved,
}: {
  visitId: string;
  mealId: string;
  saved?: Record<string, unknown>;
}) {
  const tests = useScreeningTests(mealId);
  if (tests.data) return <ScreeningResults visitId={visitId} tests={tests.data.tests} saved={saved} />;
  if (tests.isPending) return <PageSpinner />;
  return <PageMessage text={MESSAGES.clinicUi.loadFailed} retry={() => void tests.refetch()} />;
}

function ScreeningResults({
  visitId,
  tests,
  saved,
}: {
  visitId: string;
  tests: readonly ScreeningTest[];
  saved?: Record<string, unknown>;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const [rows, setRows] = useState<ScreeningRow[]>(() => screeningRows(saved));
  const [errors, setErrors] = useState<RowErrors>({});
  /** The row each result of the last send came from: a refusal names the result by its place in the send. */
  const [sentRows, setSentRows] = useState<number[]>([]);
  const save = useSectionSave(visitId, "screening");
  const refused = save.error ? refusedField(save.error.message, sentRows) : null;
  const shown = refused ? { ...errors, [refused]: save.error!.message } : errors;
  const formError = refused ? undefined : sectionError(save.error, [])?.text;
  const set = (index: number, row: ScreeningRow) => setRows(rows.map((r, i) => (i === index ? row : r)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = screeningData(rows, tests, MESSAGES.clinicLists);
    if ("errors" in checked) {
      save.reset();
      setErrors(checked.errors);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setSentRows(checked.rowOf);
    save.mutate(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {rows.map((row, index) => (
        <ScreeningResultRow
          key={index}
          id={`${id}-${index}`}
          number={index + 1}
          row={row}
          tests={tests}
          testError={shown[`${index}.test`]}
          resultError={shown[`${index}.result`]}
          onChange={(changed) => set(index, changed)}
          onRemove={() => {
            setErrors({});
            setRows(rows.filter((_, i) => i !== index));
          }}
        />
      ))}
      {rows.length < CLINIC_LIMITS.screeningResults && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => setRows([...rows, EMPTY_SCREENING_ROW])}
        >
          {text.addTest}
        </button>
      )}
      <SaveBar save={save} formError={formError} />
    </form>
  );
}
