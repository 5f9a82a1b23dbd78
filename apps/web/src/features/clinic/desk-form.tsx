import type { Person, RegisterVisitAnswer, RosterEntry } from "@medcamp/contract";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { getPeopleByPhone, registerVisit, type WhoVisits } from "./clinic-api";
import { ConsentFields } from "./consent-fields";
import { KnownPeople } from "./known-people";
import { retrySafeId } from "./retry-safe-id";
import { RosterSearch } from "./roster-search";
import { TokenCard } from "./token-card";
import { EMPTY_WALK_IN, personOf, type WalkInDraft, type WalkInProblems, walkInProblems } from "./walk-in";
import { WalkInFields } from "./walk-in-fields";

const hasProblems = (problems: WalkInProblems) => Object.keys(problems).length > 0;

/** Who the desk registers: a walk-in typed in, or a camper with a seat chosen from the camp's roster. */
const SOURCES = ["walkIn", "roster"] as const;
type Source = (typeof SOURCES)[number];

/**
 * The registration desk: a walk-in's details and consent; before a new person is made their phone is looked up, and
 * a returning one (or one of a family) is registered by "This is them". Or, from the camp's list, a camper holding a
 * seat, registered by their request (their account's person). Then the day's token, big.
 */
export function DeskForm({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicUi;
  const id = useId();
  const [source, setSource] = useState<Source>("walkIn");
  const [draft, setDraft] = useState<WalkInDraft>(EMPTY_WALK_IN);
  const [problems, setProblems] = useState<WalkInProblems>({});
  const [known, setKnown] = useState<{ phone: string; people: Person[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState<{ name: string; answer: RegisterVisitAnswer } | null>(null);
  const [visitIds] = useState(retrySafeId);

  const phoneKey = draft.phone.trim() === "" ? "" : `${draft.phoneCountry} ${draft.phone.trim()}`;

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError("");
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.camps.errorLater);
    } finally {
      setBusy(false);
    }
  };

  const register = (who: WhoVisits, name: string) =>
    attempt(async () => {
      const body = { ...who, consent: draft.consent };
      const visitId = visitIds.idFor(body);
      try {
        const answer = await registerVisit(mealId, { ...body, visitId });
        visitIds.settled(undefined);
        setDone({ name, answer });
      } catch (failure) {
        visitIds.settled(failure);
        throw failure;
      }
    });

  const lookUp = async (): Promise<Person[]> => {
    const { people } = await getPeopleByPhone(mealId, draft.phone.trim(), draft.phoneCountry);
    setKnown({ phone: phoneKey, people });
    return people;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // From the list each camper has their own Register button; Enter in its search registers no one.
    if (source === "roster") return;
    const found = walkInProblems(draft, { known: false });
    setProblems(found);
    if (hasProblems(found)) return;
    if (phoneKey !== "" && known?.phone !== phoneKey) {
      void attempt(async () => {
        if ((await lookUp()).length === 0) await register({ person: personOf(draft) }, draft.name.trim());
      });
      return;
    }
    void register({ person: personOf(draft) }, draft.name.trim());
  };

  const chooseKnown = (person: Person) => {
    const found = walkInProblems(draft, { known: true });
    setProblems(found);
    if (!hasProblems(found)) void register({ personId: person.id }, person.name);
  };

  const chooseCamper = (camper: RosterEntry) => {
    const found = walkInProblems(draft, { known: true });
    setProblems(found);
    if (!hasProblems(found)) void register({ requestId: camper.requestId }, camper.name);
  };

  const next = () => {
    setDraft(EMPTY_WALK_IN);
    setKnown(null);
    setProblems({});
    setDone(null);
  };

  if (done) return <TokenCard name={done.name} answer={done.answer} onNext={next} />;
  return (
    <form noValidate onSubmit={submit} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 className="card-title">{text.registerTitle}</h2>
        <fieldset>
          <legend className="pb-1 text-sm font-medium">{text.registerWho}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {SOURCES.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-primary"
                  name={`${id}-source`}
                  checked={source === option}
                  onChange={() => {
                    setSource(option);
                    setProblems({});
                    setError("");
                  }}
                />
                {option === "walkIn" ? text.newWalkIn : text.fromRoster}
              </label>
            ))}
          </div>
        </fieldset>
        {source === "roster" ? (
          <>
            <ConsentFields
              consent={draft.consent}
              problem={problems.care}
              onChange={(consent) => setDraft({ ...draft, consent })}
            />
            <RosterSearch mealId={mealId} disabled={busy} onChoose={chooseCamper} />
          </>
        ) : (
          <>
            <WalkInFields draft={draft} problems={problems} onChange={setDraft} />
            <ConsentFields
              consent={draft.consent}
              problem={problems.care}
              onChange={(consent) => setDraft({ ...draft, consent })}
            />
            <button
              type="button"
              className="btn btn-outline self-start"
              disabled={busy || phoneKey === ""}
              onClick={() => void attempt(async () => void (await lookUp()))}
            >
              {text.findByPhone}
            </button>
            {known && known.phone === phoneKey && (
              <KnownPeople people={known.people} disabled={busy} onChoose={chooseKnown} />
            )}
          </>
        )}
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        {source === "walkIn" && (
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {text.register}
          </button>
        )}
      </div>
    </form>
  );
}
