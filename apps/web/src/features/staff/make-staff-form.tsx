import { LIMITS, type StaffAssignment } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormAlert, SubmitButton } from "../../components/form/form-field";
import { notify } from "../../lib/toast";
import { useMakeStaff } from "./api/change-staff";
import { useCampMatches } from "./camp-matches";
import { refusalText } from "./refusal-text";

/** The select's value for "every camp"; a camp's is its id. */
const EVERY_CAMP = "*";

/**
 * Make the user staff for every camp, or for one camp picked from the first matches of a title search (the camp list
 * is paged, so it is never loaded whole). Camps they already staff are not offered again.
 */
export function MakeStaffForm({ userId, staffed }: { userId: string; staffed: StaffAssignment }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [search, setSearch] = useState("");
  const [choice, setChoice] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const make = useMakeStaff();
  const { matches, status } = useCampMatches(search);
  const staffedIds = new Set(staffed.camps.map((camp) => camp.id));
  const offered = matches.filter((camp) => !staffedIds.has(camp._id));
  // A camp chosen before the search changed stays chosen only while it is still offered.
  const chosen =
    (choice === EVERY_CAMP && !staffed.allCamps) || offered.some((camp) => camp._id === choice) ? choice : "";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!chosen) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    setMissing(false);
    try {
      const result = await make.mutateAsync({ userId, ...(chosen === EVERY_CAMP ? {} : { mealId: chosen }) });
      notify.success(result.message);
      setChoice("");
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="font-semibold">
        {MESSAGES.staffAdmin.makeTitle}
      </h3>
      <div className="form-control w-full">
        <label htmlFor={`${id}-search`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.staffAdmin.findCamp}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input input-bordered w-full"
          value={search}
          maxLength={LIMITS.search}
          aria-describedby={`${id}-status`}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="form-control w-full">
        <label htmlFor={`${id}-camp`} className="label pb-1 whitespace-normal text-sm font-medium">
          {MESSAGES.staffAdmin.camp}
        </label>
        <select
          ref={select}
          id={`${id}-camp`}
          className={`select select-bordered w-full ${missing ? "select-error" : ""}`}
          value={chosen}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(e) => {
            setChoice(e.target.value);
            setMissing(false);
          }}
        >
          <option value="">{MESSAGES.staffAdmin.chooseCamp}</option>
          {!staffed.allCamps && <option value={EVERY_CAMP}>{MESSAGES.staffAdmin.everyCamp}</option>}
          {offered.map((camp) => (
            <option key={camp._id} value={camp._id}>
              {camp.title}
            </option>
          ))}
        </select>
        {missing && (
          <p id={`${id}-missing`} className="pt-1 text-sm text-error">
            {MESSAGES.staffAdmin.chooseRequired}
          </p>
        )}
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-base-content/70">
        {status}
      </p>
      <FormAlert message={failure} />
      <SubmitButton busy={make.isPending}>{MESSAGES.staffAdmin.makeStaff}</SubmitButton>
    </form>
  );
}
