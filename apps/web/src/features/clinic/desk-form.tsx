import { type Person, type RosterEntry, STATION_KINDS } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { isNetworkError } from "../../lib/api-client";
import { useOnline } from "../../lib/network-status";
import { getPeopleByPhone, type WhoVisits } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { recordRegistration } from "./clinic-records";
import { ConsentFields } from "./consent-fields";
import { DeviceRegistrations } from "./device-registrations";
import { KnownPeople } from "./known-people";
import { RosterSearch } from "./roster-search";
import { TokenCard, type TokenShown } from "./token-card";
import { useDeviceState } from "./use-device-state";
import { EMPTY_WALK_IN, personOf, type WalkInDraft, type WalkInProblems, walkInProblems } from "./walk-in";
import { WalkInFields } from "./walk-in-fields";

const hasProblems = (problems: WalkInProblems) => Object.keys(problems).length > 0;

/** Who the desk registers: a walk-in typed in, or a camper with a seat chosen from the camp's roster. */
const SOURCES = ["walkIn", "roster"] as const;
type Source = (typeof SOURCES)[number];

/** Who the desk registers, as the phone lists and queues them: name, sex, age. */
function whoIs(who: WhoVisits, name: string, known?: Person) {
  const year = new Date().getFullYear();
  if ("person" in who) {
    const { sex, ageYears, birthYear } = who.person;
    return { name, sex, ageYears: ageYears ?? (birthYear === undefined ? null : year - birthYear) };
  }
  return {
    name,
    sex: known?.sex ?? null,
    ageYears: known?.birthYear === null || known?.birthYear === undefined ? null : year - known.birthYear,
  };
}

/**
 * The registration desk: a walk-in's details and consent; before a new person is made their phone is looked up, and
 * a returning one (or one of a family) is registered by "This is them". Or, from the camp's list, a camper holding a
 * seat, registered by their request (their account's person). Then the day's token, big. With no network
 * the registration waits on the phone with a visitId made here, and the person gets the phone's provisional token;
 * the camp's arrives when the network does (listed under "Registered on this phone").
 */
export function DeskForm({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicUi;
  const queryClient = useQueryClient();
  const online = useOnline();
  const device = useDeviceState(mealId);
  const id = useId();
  const [source, setSource] = useState<Source>("walkIn");
  const [draft, setDraft] = useState<WalkInDraft>(EMPTY_WALK_IN);
  const [problems, setProblems] = useState<WalkInProblems>({});
  const [known, setKnown] = useState<{ phone: string; people: Person[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState<TokenShown | null>(null);

  const phoneKey = draft.phone.trim() === "" ? "" : `${draft.phoneCountry} ${draft.phone.trim()}`;
  const stations = device.data?.camp?.stations ?? STATION_KINDS;
  const firstStation = stations.find((s) => s !== "registration") ?? "exit";

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

  const register = (who: WhoVisits, name: string, person?: Person) =>
    attempt(async () => {
      const { registration, outcome } = await recordRegistration(mealId, who, draft.consent, {
        ...whoIs(who, name, person),
        firstStation,
      });
      void queryClient.invalidateQueries({ queryKey: clinicKeys.device(mealId) });
      if ("refused" in outcome) throw outcome.refused;
      if ("sent" in outcome && outcome.sent.kind === "register") {
        const { answer, phoneDropped } = outcome.sent;
        setDone({ name, token: answer.token, possibleDuplicates: answer.possibleDuplicates, phoneDropped });
      } else if (registration) setDone({ name, provisional: registration.provisional });
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
    const who = { person: personOf(draft) };
    if (online && phoneKey !== "" && known?.phone !== phoneKey) {
      void attempt(async () => {
        let people: Person[] = [];
        try {
          people = await lookUp();
        } catch (failure) {
          // No answer: the phone cannot tell who is known, so a new person is registered (a returning one is
          // flagged as a possible duplicate by the server when the registration arrives).
          if (!isNetworkError(failure)) throw failure;
        }
        if (people.length === 0) await register(who, draft.name.trim());
      });
      return;
    }
    void register(who, draft.name.trim());
  };

  const chooseKnown = (person: Person) => {
    const found = walkInProblems(draft, { known: true });
    setProblems(found);
    if (!hasProblems(found)) void register({ personId: person.id }, person.name, person);
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

  const mine = <DeviceRegistrations registrations={device.data?.registrations ?? []} />;
  if (done) {
    return (
      <>
        <TokenCard shown={done} onNext={next} />
        {mine}
      </>
    );
  }
  return (
    <>
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
                disabled={busy || phoneKey === "" || !online}
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
      {mine}
    </>
  );
}
