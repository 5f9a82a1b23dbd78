import type { ClinicRole } from "./station-roles";

/** Whether the user may work this camp's stations, and as what (decided in app/clinic-route.tsx). */
export type ClinicAccess =
  | { state: "loading" }
  | { state: "signedOut" }
  | { state: "failed"; retry: () => void }
  | { state: "noRole" }
  | { state: "allowed"; role: ClinicRole };
