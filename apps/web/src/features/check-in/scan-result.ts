import type { CheckInBy } from "@medcamp/contract";

/** How a check-in is undone: on the server by its id, or a scan still waiting on this device by its clientId. */
export type UndoTarget = { checkInId: string } | { clientId: string };

/** What the result panel shows after a scan, a search pick or an undo. */
export type ScanResult =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "checkedIn"; name: string; photo: string | null; waiting: boolean; undo: UndoTarget }
  /** `by` is null for a scan waiting on this device; `byUser` is who it was by their account (null: unknown). */
  | { kind: "already"; name: string; photo: string | null; at: string; by: string | null; byUser: CheckInBy | null }
  | { kind: "notOnCamp" }
  | { kind: "cancelled" }
  | { kind: "refused"; message: string }
  | { kind: "undone"; name: string };
