import { LIMITS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId, useState } from "react";
import { Link } from "react-router";
import { staffsAnything, useMyStaff } from "./api/my-staff";
import { useCampMatches } from "./camp-matches";
import { checkInPath, STAFFED_CAMPS_ANCHOR } from "./check-in-path";
import { clinicPath } from "../../lib/clinic-path";

/** How many camps a staff member for every camp sees at once (the first page of a search). */
const EVERY_CAMP_LIMIT = 5;

/** A camp and the user's station role there (issue 39): with one, its clinic is linked beside its check-in. */
type Camp = { id: string; title: string; role?: string | null };

/**
 * The dashboard's "Camps you staff" (issue 21): a staff member who is not an admin has no admin area, so their
 * check-in pages are linked here. Shown only to someone who staffs a camp.
 */
export function StaffedCampsSection({ email }: { email: string }) {
  const id = useId();
  const staff = useMyStaff(email);
  if (!staffsAnything(staff.data)) return null;
  const { allCamps, allCampsRole, camps } = staff.data!;
  return (
    <section
      id={STAFFED_CAMPS_ANCHOR}
      aria-labelledby={`${id}-heading`}
      className="card w-full bg-base-100 text-start shadow-sm ring-1 ring-base-300"
    >
      <div className="card-body gap-3 p-5">
        <h2 id={`${id}-heading`} className="card-title text-xl">
          {MESSAGES.staffAdmin.youStaff}
        </h2>
        {camps.length > 0 && <CheckInLinks camps={camps} />}
        {allCamps && <EveryCampSearch role={allCampsRole} />}
      </div>
    </section>
  );
}

function CheckInLinks({ camps }: { camps: readonly Camp[] }) {
  return (
    <ul className="space-y-2">
      {camps.map((camp) => (
        <li
          key={camp.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
        >
          <span className="min-w-0 font-medium break-words [overflow-wrap:anywhere]">{camp.title}</span>
          <span className="flex flex-wrap gap-2">
            {camp.role && (
              <Link
                to={clinicPath(camp.id)}
                className="btn btn-outline btn-sm"
                aria-label={MESSAGES.staffAdmin.openClinicOf(camp.title)}
              >
                {MESSAGES.staffAdmin.openClinic}
              </Link>
            )}
            <Link
              to={checkInPath(camp.id)}
              className="btn btn-primary btn-sm"
              aria-label={MESSAGES.staffAdmin.openCheckInOf(camp.title)}
            >
              {MESSAGES.staffAdmin.openCheckIn}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Staff for every camp have no list of their own: they find the camp by its title among the first matches. */
function EveryCampSearch({ role }: { role?: string | null }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const { matches, status } = useCampMatches(search, EVERY_CAMP_LIMIT);
  return (
    <div className="space-y-2">
      <p className="text-base-content/80">{MESSAGES.staffAdmin.youStaffAll}</p>
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
      <p id={`${id}-status`} role="status" className="text-sm text-base-content/70">
        {status}
      </p>
      <CheckInLinks camps={matches.map((camp) => ({ id: camp._id, title: camp.title, role }))} />
    </div>
  );
}
