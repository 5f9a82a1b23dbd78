import type { Person } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";

/** A person as the desk tells them apart: name, sex, age (from the birth year), area. */
export function personDetails(person: Person): string {
  const text = MESSAGES.clinicUi;
  const sex = person.sex && { female: text.female, male: text.male, other: text.otherSex }[person.sex];
  const age = person.birthYear === null ? null : text.ageYears(new Date().getFullYear() - person.birthYear);
  return [sex, age, person.area].filter(Boolean).join(" · ");
}

export function PersonLine({ person }: { person: Person }) {
  return (
    <span className="min-w-0 break-words">
      <span className="font-medium">{person.name}</span>
      <span className="block text-sm text-base-content/70">{personDetails(person)}</span>
    </span>
  );
}
