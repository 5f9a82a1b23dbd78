import type { Consent, Locale, PersonInput, Sex } from "@medcamp/contract";
import { currentLocale } from "../../i18n/active-locale";
import { MESSAGES } from "../../i18n/messages";
import { DEFAULT_PHONE_COUNTRY } from "../../lib/phone-countries";

/** The desk form as typed. */
export interface WalkInDraft {
  name: string;
  sex: Sex | "";
  age: string;
  birthYear: string;
  phone: string;
  phoneCountry: string;
  area: string;
  /** The language the person reads, their summary's; "" until the desk picks one (then the desk's own). */
  language: Locale | "";
  consent: Consent;
}

export const EMPTY_WALK_IN: WalkInDraft = {
  name: "",
  sex: "",
  age: "",
  birthYear: "",
  phone: "",
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  area: "",
  language: "",
  consent: { care: false, followUp: false, keep: false },
};

/** The language the draft's person reads: the one picked, else the language the desk works in. */
export const languageOf = (draft: WalkInDraft): Locale => draft.language || currentLocale();

export type WalkInProblems = Partial<Record<"name" | "sex" | "age" | "care", string>>;

/** What the desk must still fill in before a new person can be registered. */
export function walkInProblems(draft: WalkInDraft, { known }: { known: boolean }): WalkInProblems {
  const text = MESSAGES.clinicUi;
  const problems: WalkInProblems = {};
  if (!known) {
    if (draft.name.trim() === "") problems.name = text.nameRequired;
    if (draft.sex === "") problems.sex = text.sexRequired;
    if (draft.age.trim() === "" && draft.birthYear.trim() === "") problems.age = text.ageRequired;
  }
  if (!draft.consent.care) problems.care = text.careRequired;
  return problems;
}

const whole = (typed: string) => (typed.trim() === "" ? undefined : Number(typed.trim()));

/** The person of the register call: age in years when typed, else the birth year; the language they read. */
export function personOf(draft: WalkInDraft): PersonInput {
  const ageYears = whole(draft.age);
  const phone = draft.phone.trim();
  const area = draft.area.trim();
  return {
    name: draft.name.trim(),
    sex: draft.sex as Sex,
    ...(ageYears !== undefined ? { ageYears } : { birthYear: whole(draft.birthYear) }),
    ...(phone ? { phone, phoneCountry: draft.phoneCountry } : {}),
    ...(area ? { area } : {}),
    language: languageOf(draft),
  };
}
