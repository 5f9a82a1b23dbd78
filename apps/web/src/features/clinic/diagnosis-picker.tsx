import { CLINIC_LIMITS } from "@medcamp/contract";
import { useId, useState } from "react";
import { currentLocale } from "../../i18n/active-locale";
import { MESSAGES } from "../../i18n/messages";
import type { DiagnosisEntry } from "./consultation-draft";
import { diagnosisName, useDiagnosisList } from "./use-diagnosis-list";

const RESULTS = 8;

/** Diagnoses from the product's coded list, found by name (in the reader's language or English) or code; or text. */
export function DiagnosisPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: DiagnosisEntry[];
  onChange: (value: DiagnosisEntry[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const list = useDiagnosisList();
  const locale = currentLocale();
  const [query, setQuery] = useState("");
  const chosen = new Set(value.map((d) => d.code).filter(Boolean));
  const matches = list && query.trim() ? list.searchDiagnoses(query, locale, RESULTS) : [];
  const nameOf = (entry: DiagnosisEntry) => {
    const found = entry.code ? list?.findDiagnosis(entry.code) : undefined;
    const name = found ? diagnosisName(found, locale) : entry.text;
    return entry.code ? `${entry.code} ${name ?? ""}`.trim() : (entry.text ?? "");
  };
  const add = (entry: DiagnosisEntry) => {
    onChange([...value, entry]);
    setQuery("");
  };
  const full = value.length >= CLINIC_LIMITS.diagnoses;

  return (
    <fieldset className="space-y-2">
      <legend className="pb-1 text-sm font-medium">{text.diagnoses}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((entry, index) => (
            <li key={`${entry.code ?? ""}-${index}`} className="badge badge-lg h-auto gap-1 py-1 break-words">
              <span dir="auto">{nameOf(entry)}</span>
              {!disabled && (
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={text.removeDiagnosisOf(nameOf(entry))}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <>
          <label htmlFor={`${id}-search`} className="sr-only">
            {text.diagnosisSearch}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input input-bordered w-full"
            placeholder={text.diagnosisSearch}
            value={query}
            maxLength={200}
            disabled={full}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
          {query.trim() !== "" && (
            <div className="space-y-1">
              {matches.length > 0 && (
                <ul aria-label={text.diagnoses} className="space-y-1">
                  {matches
                    .filter((d) => !chosen.has(d.code))
                    .map((d) => (
                      <li key={d.code}>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm h-auto w-full justify-start py-1 text-start"
                          onClick={() => add({ code: d.code })}
                        >
                          <span className="font-mono">{d.code}</span> <span dir="auto">{diagnosisName(d, locale)}</span>
                        </button>
                      </li>
                    ))}
                </ul>
              )}
              <button type="button" className="btn btn-outline btn-sm" onClick={() => add({ text: query.trim() })}>
                {text.addAsText}
              </button>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
