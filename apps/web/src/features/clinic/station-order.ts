import { STATION_KINDS, type StationKind } from "@medcamp/contract";

/** The stations before this one (where a visit can be sent back), in the camp's default order. */
export const stationsBefore = (station: StationKind): StationKind[] =>
  STATION_KINDS.slice(0, STATION_KINDS.indexOf(station)).filter((s) => s !== "registration");

/** The station after this one (where skipping goes), or null at the last. */
export const stationAfter = (station: StationKind): StationKind | null =>
  STATION_KINDS[STATION_KINDS.indexOf(station) + 1] ?? null;

/** Whether `to` comes after `station` (a move there skips). */
export const isLater = (station: StationKind, to: StationKind) =>
  STATION_KINDS.indexOf(to) > STATION_KINDS.indexOf(station);
