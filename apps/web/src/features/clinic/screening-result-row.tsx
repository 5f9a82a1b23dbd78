import type { ScreeningTest } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type ScreeningRow, testOf } from "./screening-rows";

const POSITIVE_NEGATIVE = ["positive", "negative"] as const;

/** A field's problem under it, linked to it with aria-describedby. */
const invalid = (errorId: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-error">
      {error}
    </p>
  );
}

/**
 * One screening result: the test, chosen from the camp's list, and its result as that test gives it — a number in
 * the test's unit, positive or negative, or text.
 */
export function ScreeningResultRow({
  id,
  number,
  row,
  tests,
  testError,
  resultError,
  onChange,
  onRemove,
}: {
  /** Unique on the page: the row's controls' ids start with it. */
  id: string;
  number: number;
  row: ScreeningRow;
  tests: readonly ScreeningTest[];
  testError?: string;
  resultError?: string;
  onChange: (row: ScreeningRow) => void;
  onRemove: () => void;
}) {
  const text = MESSAGES.clinicUi;
  const test = testOf(tests, row.test);
  // A saved result of a test the camp has since taken off its list stays shown (saving it again is refused).
  const names = tests.map((t) => t.name);
  if (row.test && !test) names.push(row.test);

  const choose = (name: string) => {
    const next = testOf(tests, name);
    const keep = next && test && next.resultType === test.resultType;
    onChange({ test: name, result: keep ? row.result : "" });
  };

  return (
    <div className="grid grid-cols-1 gap-2 rounded-box border border-base-300 p-2 sm:grid-cols-[1fr_1fr_auto]">
      <div className="min-w-0">
        <label htmlFor={`${id}-test`} className="text-xs font-medium">
          {text.test}
        </label>
        <select
          id={`${id}-test`}
          className="select select-bordered select-sm w-full"
          value={test?.name ?? row.test}
          onChange={(e) => choose(e.target.value)}
          {...invalid(`${id}-test-error`, testError)}
        >
          <option value="">{MESSAGES.clinicLists.chooseTest}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-test-error`} error={testError} />
      </div>
      <div className="min-w-0">
        <ResultField id={id} row={row} test={test} error={resultError} onChange={onChange} />
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm self-end"
        aria-label={text.removeRowOf(number)}
        onClick={onRemove}
      >
        {MESSAGES.staffAdmin.remove}
      </button>
    </div>
  );
}

function ResultField({
  id,
  row,
  test,
  error,
  onChange,
}: {
  id: string;
  row: ScreeningRow;
  test: ScreeningTest | undefined;
  error: string | undefined;
  onChange: (row: ScreeningRow) => void;
}) {
  const text = MESSAGES.clinicUi;
  const errorId = `${id}-result-error`;
  if (test?.resultType === "positiveNegative") {
    return (
      <fieldset>
        <legend className="text-xs font-medium">{text.result}</legend>
        <div className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-1">
          {POSITIVE_NEGATIVE.map((value, i) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-sm"
                name={`${id}-result`}
                value={value}
                checked={row.result === value}
                onChange={() => onChange({ ...row, result: value })}
                {...(i === 0 ? invalid(errorId, error) : {})}
              />
              {MESSAGES.clinicLists[value]}
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  }
  const isNumber = test?.resultType === "number";
  return (
    <>
      <label htmlFor={`${id}-result`} className="text-xs font-medium">
        {isNumber && test.unit ? `${text.result} (${test.unit})` : text.result}
      </label>
      <input
        id={`${id}-result`}
        className="input input-bordered input-sm w-full"
        dir={isNumber ? "ltr" : "auto"}
        inputMode={isNumber ? "decimal" : undefined}
        disabled={!test}
        value={row.result}
        onChange={(e) => onChange({ ...row, result: e.target.value })}
        {...invalid(errorId, error)}
      />
      <FieldError id={errorId} error={error} />
    </>
  );
}
