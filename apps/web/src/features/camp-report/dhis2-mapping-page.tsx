import { type Dhis2Mapping, DHIS2_PERIOD_TYPES, REPORT_FIGURE_KEYS } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { isNetworkError } from "../../lib/api-client";
import { FIGURE_SECTIONS, type FigureSection, figureName, sectionName } from "./figure-names";
import { mappingErrors, type MappingErrors } from "./mapping-errors";
import { rangeKeys, rangeReportPath, saveDhis2Mapping, useDhis2Mapping } from "./range-report-api";
import { documentTitle, ReportState } from "./report-state";

const D = MESSAGES.campReportDhis2;

interface Draft {
  dataSet: string;
  orgUnit: string;
  periodType: Dhis2Mapping["periodType"];
  /** By figure key: what is typed, empty when the figure is not sent. */
  figures: Record<string, { dataElement: string; categoryOptionCombo: string }>;
  /** Kept as the server has them (this screen does not edit them). */
  campOrgUnits: Dhis2Mapping["campOrgUnits"];
}

const draftOf = (mapping: Dhis2Mapping): Draft => ({
  dataSet: mapping.dataSet ?? "",
  orgUnit: mapping.orgUnit ?? "",
  periodType: mapping.periodType,
  figures: Object.fromEntries(
    mapping.figures.map((f) => [f.figure, { dataElement: f.dataElement, categoryOptionCombo: f.categoryOptionCombo }]),
  ),
  campOrgUnits: mapping.campOrgUnits,
});

/** The body to send: the figures with anything typed (the server says what is missing), in the report's order. */
const mappingOf = (draft: Draft): Dhis2Mapping => ({
  dataSet: draft.dataSet.trim() || null,
  orgUnit: draft.orgUnit.trim() || null,
  periodType: draft.periodType,
  figures: REPORT_FIGURE_KEYS.flatMap((figure) => {
    const typed = draft.figures[figure];
    const dataElement = typed?.dataElement.trim() ?? "";
    const categoryOptionCombo = typed?.categoryOptionCombo.trim() ?? "";
    return dataElement || categoryOptionCombo ? [{ figure, dataElement, categoryOptionCombo }] : [];
  }),
  campOrgUnits: draft.campOrgUnits,
});

const sectionOf = (key: string) => key.split(".")[0] ?? "";

/**
 * /admin/dhis2-mapping (issue 41, admins): where each of the report's figures goes in DHIS2 — the data set, the
 * default organisation unit, the period, and per figure its data element and category option combo. What the server
 * refuses is said under each field, and what was typed stays.
 */
export function Dhis2MappingPage() {
  const mapping = useDhis2Mapping();
  return (
    <section aria-labelledby="dhis2-heading" className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6">
      <title>{documentTitle(D.title)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="dhis2-heading" className="min-w-0 text-2xl font-bold break-words">
          {D.title}
        </h1>
        <Link to={rangeReportPath()} className="btn btn-outline btn-sm">
          {MESSAGES.campReportRange.open}
        </Link>
      </div>
      <p className="text-base-content/80">{D.intro}</p>
      <ReportState query={mapping} failedText={D.loadFailed}>
        {(data) => <MappingForm saved={data} />}
      </ReportState>
    </section>
  );
}

function MappingForm({ saved }: { saved: Dhis2Mapping }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<MappingErrors>({ fields: {}, form: [] });
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  // The sections open: at first those with a figure mapped; a section with a refused field opens.
  const [open, setOpen] = useState(
    () => new Set(FIGURE_SECTIONS.filter((section) => saved.figures.some((f) => sectionOf(f.figure) === section))),
  );
  const toggle = (section: FigureSection, shown: boolean) =>
    setOpen((was) => {
      if (was.has(section) === shown) return was;
      const next = new Set(was);
      if (shown) next.add(section);
      else next.delete(section);
      return next;
    });

  const edit = (change: (d: Draft) => Draft) => {
    setDraft(change);
    setStatus((s) => (s === "saved" ? "idle" : s));
  };
  const setFigure = (figure: string, field: "dataElement" | "categoryOptionCombo", value: string) =>
    edit((d) => {
      const row = d.figures[figure] ?? { dataElement: "", categoryOptionCombo: "" };
      return { ...d, figures: { ...d.figures, [figure]: { ...row, [field]: value } } };
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "saving") return;
    const body = mappingOf(draft);
    setStatus("saving");
    try {
      const kept = await saveDhis2Mapping(body);
      queryClient.setQueryData(rangeKeys.mapping, kept);
      setDraft(draftOf(kept));
      setErrors({ fields: {}, form: [] });
      setStatus("saved");
    } catch (error) {
      const message = error instanceof Error ? error.message : D.loadFailed;
      const refused = isNetworkError(error) ? { fields: {}, form: [message] } : mappingErrors(message, body);
      setErrors(refused);
      const refusedSections = FIGURE_SECTIONS.filter((section) =>
        Object.keys(refused.fields).some((at) => sectionOf(at) === section),
      );
      setOpen((was) => new Set([...was, ...refusedSections]));
      setStatus("idle");
      // Once React has drawn the refusal (a refused section opened), its first field takes the focus: its message is
      // its description.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  /** A DHIS2 id's field; `name`: its accessible name when the visible label alone would not say which figure. */
  const field = (key: string, label: string, value: string, onChange: (v: string) => void, name?: string) => {
    const inputId = `${id}-${key}`;
    const error = errors.fields[key];
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inputId} className={name ? "text-xs text-base-content/80" : "text-sm font-medium"}>
          {label}
        </label>
        <input
          id={inputId}
          className={`input input-bordered input-sm w-full font-mono ${error ? "input-error" : ""}`}
          value={value}
          aria-label={name}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={(e) => void save(e)} aria-label={D.title} noValidate className="flex flex-col gap-4">
      <fieldset className="grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-3">
        <legend className="px-1 font-semibold">{D.general}</legend>
        {field("dataSet", D.dataSet, draft.dataSet, (v) => edit((d) => ({ ...d, dataSet: v })))}
        {field("orgUnit", D.orgUnit, draft.orgUnit, (v) => edit((d) => ({ ...d, orgUnit: v })))}
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-periodType`} className="text-sm font-medium">
            {D.periodType}
          </label>
          <select
            id={`${id}-periodType`}
            className="select select-bordered select-sm w-full"
            value={draft.periodType}
            onChange={(e) => edit((d) => ({ ...d, periodType: e.target.value as Draft["periodType"] }))}
          >
            {DHIS2_PERIOD_TYPES.map((type) => (
              <option key={type} value={type}>
                {D.periods[type]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {FIGURE_SECTIONS.map((section) => {
        const keys = REPORT_FIGURE_KEYS.filter((key) => sectionOf(key) === section);
        const mapped = keys.filter((key) => draft.figures[key]?.dataElement || draft.figures[key]?.categoryOptionCombo);
        const shown = open.has(section);
        return (
          <details
            key={section}
            open={shown}
            onToggle={(e) => toggle(section, e.currentTarget.open)}
            className="rounded-box border border-base-300"
          >
            <summary className="cursor-pointer px-4 py-3">
              <span className="font-semibold">{sectionName(section)}</span>{" "}
              <span className="text-sm text-base-content/80">{D.mappedOf(mapped.length, keys.length)}</span>
            </summary>
            {/* Only an open section's fields are drawn: what is typed is kept in the draft either way. */}
            {shown && (
              <ul className="divide-y divide-base-300 px-4 pb-2" aria-label={sectionName(section)}>
                {keys.map((key) => {
                  const name = figureName(key);
                  const row = draft.figures[key] ?? { dataElement: "", categoryOptionCombo: "" };
                  return (
                    <li key={key} className="grid gap-2 py-2 sm:grid-cols-[minmax(0,1fr)_9rem_9rem] sm:items-start">
                      <div className="min-w-0">
                        <div className="break-words">{name}</div>
                        <code className="text-xs break-all text-base-content/70">{key}</code>
                      </div>
                      {field(
                        `${key}.dataElement`,
                        D.dataElement,
                        row.dataElement,
                        (v) => setFigure(key, "dataElement", v),
                        D.dataElementOf(name),
                      )}
                      {field(
                        `${key}.categoryOptionCombo`,
                        D.categoryOptionCombo,
                        row.categoryOptionCombo,
                        (v) => setFigure(key, "categoryOptionCombo", v),
                        D.comboOf(name),
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </details>
        );
      })}
      {errors.form.length > 0 && (
        <div role="alert" className="alert alert-error flex flex-col items-start">
          <p>{D.fixFields}</p>
          <ul className="list-disc ps-5">
            {errors.form.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {Object.keys(errors.fields).length > 0 && errors.form.length === 0 && (
        <p role="alert" className="text-error">
          {D.fixFields}
        </p>
      )}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 py-3">
        <button type="submit" className="btn btn-primary" aria-disabled={status === "saving" || undefined}>
          {status === "saving" ? D.saving : D.save}
        </button>
        <p role="status" className="text-success">
          {status === "saved" ? D.saved : ""}
        </p>
      </div>
    </form>
  );
}
