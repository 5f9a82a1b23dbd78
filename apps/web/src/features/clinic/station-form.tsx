import { SECTION_WRITERS, type StationKind, type Visit } from "@medcamp/contract";
import { ConsultationForm } from "./consultation-form";
import { DispenseForm } from "./dispense-form";
import { ExitForm } from "./exit-form";
import { NotesForm } from "./notes-form";
import { ScreeningForm } from "./screening-form";
import type { ClinicRole } from "./station-roles";
import { VitalsForm } from "./vitals-form";

/** Whether the role writes this station's section (admins write none: they read). */
export const writesSection = (role: ClinicRole, station: StationKind) =>
  station !== "registration" && role !== "admin" && SECTION_WRITERS[station].includes(role);

/** The form of the station being worked at, for a visit. */
export function StationForm({ visit, station, role }: { visit: Visit; station: StationKind; role: ClinicRole }) {
  const saved = visit.sections.find((s) => s.station === station)?.data;
  if (!writesSection(role, station)) return null;
  switch (station) {
    case "vitals":
      return <VitalsForm visitId={visit.id} saved={saved} />;
    case "screening":
      return <ScreeningForm visitId={visit.id} mealId={visit.campId} saved={saved} />;
    case "consultation":
      return <ConsultationForm visit={visit} canWrite />;
    case "pharmacy":
      return (
        <div className="space-y-6">
          <DispenseForm visit={visit} />
          <NotesForm visitId={visit.id} station={station} saved={saved} />
        </div>
      );
    case "counselling":
      return <NotesForm visitId={visit.id} station={station} saved={saved} />;
    case "exit":
      return <ExitForm visit={visit} />;
    default:
      return null;
  }
}
