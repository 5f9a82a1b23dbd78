import { CLINIC_LIMITS, LOCALE_NAMES, LOCALES, SEXES } from "@medcamp/contract";
import { useId } from "react";
import { PhoneFields } from "../../components/form/phone-fields";
import { MESSAGES } from "../../i18n/messages";
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
      <PhoneFields
        id={id}
        label={text.phone}
        value={{ phone: draft.phone, country: draft.phoneCountry }}
        onChange={({ phone, country }) => set({ phone, phoneCountry: country })}
        maxLength={CLINIC_LIMITS.phone}
        autoComplete="off"
      />
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
