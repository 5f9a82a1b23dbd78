import type { Person } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { PersonLine } from "./person-line";

/** The people one phone holds (a family): the desk registers a returning one with "This is them". */
export function KnownPeople({
  people,
  disabled,
  onChoose,
}: {
  people: readonly Person[];
  disabled: boolean;
  onChoose: (person: Person) => void;
}) {
  const text = MESSAGES.clinicUi;
  if (people.length === 0) return <p role="status">{text.phoneHoldsNone}</p>;
  return (
    <div role="status" className="space-y-2">
      <p className="font-medium">{text.phoneHolds}</p>
      <ul className="space-y-2">
        {people.map((person) => (
          <li
            key={person.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
          >
            <PersonLine person={person} />
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={disabled}
              aria-label={text.thisIsThemOf(person.name)}
              onClick={() => onChoose(person)}
            >
              {text.thisIsThem}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
