import type { ClinicRole } from "./station-roles";

/** Whether the user may work this camp's stations, and as what (decided in app/clinic-route.tsx). */
export type ClinicAccess =
  | { state: "loading" }
  | { state: "signedOut" }
  | { state: "failed"; retry: () => void }
  | { state: "noRole" }
  /** Offline, and this device kept nothing of the camp (it was never opened here online while signed in). */
  | { state: "nothingStored" }
  | { state: "allowed"; role: ClinicRole };
