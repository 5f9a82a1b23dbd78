import type { Person, RegisterVisitAnswer } from "@medcamp/contract";
import { type FormEvent, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { getPeopleByPhone, registerVisit, type WhoVisits } from "./clinic-api";
import { KnownPeople } from "./known-people";
import { retrySafeId } from "./retry-safe-id";
import { TokenCard } from "./token-card";
import { EMPTY_WALK_IN, personOf, type WalkInDraft, type WalkInProblems, walkInProblems } from "./walk-in";
import { WalkInFields } from "./walk-in-fields";

const hasProblems = (problems: WalkInProblems) => Object.keys(problems).length > 0;

/**
 * The registration desk: a walk-in's details and consent; before a new person is made their phone is looked up, and
 * a returning one (or one of a family) is registered by "This is them". Then the day's token, big.
 */
export function DeskForm({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicUi;
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
        <WalkInFields draft={draft} problems={problems} onChange={setDraft} />
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
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {text.register}
        </button>
      </div>
    </form>
  );
}
