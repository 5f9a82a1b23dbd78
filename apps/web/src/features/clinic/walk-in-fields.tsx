import { CLINIC_LIMITS, LOCALE_NAMES, LOCALES, SEXES } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "../../i18n/messages";
import { PHONE_COUNTRIES } from "./phone-countries";
import { languageOf, type WalkInDraft, type WalkInProblems } from "./walk-in";

type Props = {
  draft: WalkInDraft;
  problems: WalkInProblems;
  onChange: (draft: WalkInDraft) => void;
};

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm text-error">
      {text}
    </p>
  ) : null;
}

/** The desk's inputs for a walk-in: who the person is, their phone, the language of their summary. */
export function WalkInFields({ draft, problems, onChange }: Props) {
  const id = useId();
  const text = MESSAGES.clinicUi;
  const set = (patch: Partial<WalkInDraft>) => onChange({ ...draft, ...patch });
  const sexLabel = { female: text.female, male: text.male, other: text.otherSex };
  const described = (key: keyof WalkInProblems) => (problems[key] ? `${id}-${key}-error` : undefined);
  return (
    <>
      <div className="form-control">
        <label htmlFor={`${id}-name`} className="label pb-1 text-sm font-medium whitespace-normal">
          {MESSAGES.account.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          className="input input-bordered w-full"
          value={draft.name}
          maxLength={CLINIC_LIMITS.personName}
          autoComplete="off"
          aria-invalid={!!problems.name}
          aria-describedby={described("name")}
          onChange={(e) => set({ name: e.target.value })}
        />
        <FieldError id={`${id}-name-error`} text={problems.name} />
      </div>
      <fieldset aria-describedby={described("sex")}>
        <legend className="pb-1 text-sm font-medium">{text.sex}</legend>
        <div className="flex flex-wrap gap-4">
          {SEXES.map((sex) => (
            <label key={sex} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                className="radio radio-primary"
                name={`${id}-sex`}
                value={sex}
                checked={draft.sex === sex}
                onChange={() => set({ sex })}
              />
              {sexLabel[sex]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-sex-error`} text={problems.sex} />
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <div className="form-control">
          <label htmlFor={`${id}-age`} className="label pb-1 text-sm font-medium whitespace-normal">
            {text.age}
          </label>
          <input
            id={`${id}-age`}
            className="input input-bordered w-full"
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.age}
            aria-invalid={!!problems.age}
            aria-describedby={described("age")}
            onChange={(e) => set({ age: e.target.value })}
          />
        </div>
        <div className="form-control">
          <label htmlFor={`${id}-year`} className="label pb-1 text-sm font-medium whitespace-normal">
            {text.birthYear}
          </label>
          <input
            id={`${id}-year`}
            className="input input-bordered w-full"
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.birthYear}
            aria-describedby={described("age")}
            onChange={(e) => set({ birthYear: e.target.value })}
          />
        </div>
        <div className="col-span-2">
          <FieldError id={`${id}-age-error`} text={problems.age} />
        </div>
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <div className="form-control">
          <label htmlFor={`${id}-country`} className="label pb-1 text-sm font-medium whitespace-normal">
            {MESSAGES.schedule.countryLabel}
          </label>
          <select
            id={`${id}-country`}
            className="select select-bordered"
            value={draft.phoneCountry}
            onChange={(e) => set({ phoneCountry: e.target.value })}
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.code} ${c.dial}`}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control min-w-0">
          <label htmlFor={`${id}-phone`} className="label pb-1 text-sm font-medium whitespace-normal">
            {text.phone}
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            dir="ltr"
            className="input input-bordered w-full"
            value={draft.phone}
            maxLength={CLINIC_LIMITS.phone}
            autoComplete="off"
            onChange={(e) => set({ phone: e.target.value })}
          />
        </div>
      </div>
      <div className="form-control">
        <label htmlFor={`${id}-area`} className="label pb-1 text-sm font-medium whitespace-normal">
          {text.area}
        </label>
        <input
          id={`${id}-area`}
          className="input input-bordered w-full"
          value={draft.area}
          maxLength={CLINIC_LIMITS.area}
          onChange={(e) => set({ area: e.target.value })}
        />
      </div>
      <div className="form-control">
        <label htmlFor={`${id}-language`} className="label pb-1 text-sm font-medium whitespace-normal">
          {text.summaryLanguage}
        </label>
        <select
          id={`${id}-language`}
          className="select select-bordered w-full"
          value={languageOf(draft)}
          onChange={(e) => set({ language: e.target.value as WalkInDraft["language"] })}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
