import { STATION_KINDS, type StationKind } from "@medcamp/contract";

/** A camp's stations in its order (GET …/stations); the default order until it is known. */
export type StationOrder = readonly StationKind[];

/** The stations before this one (where a visit can be sent back), in the camp's order. */
export const stationsBefore = (station: StationKind, order: StationOrder = STATION_KINDS): StationKind[] => {
  const at = order.indexOf(station);
  return at < 0 ? [] : order.slice(0, at).filter((s) => s !== "registration");
};

/** The station after this one in the camp's order (where skipping goes), or null at the last. */
export const stationAfter = (station: StationKind, order: StationOrder = STATION_KINDS): StationKind | null => {
  const at = order.indexOf(station);
  return at < 0 ? null : (order[at + 1] ?? null);
};

/** Whether `to` comes after `station` in the camp's order (a move there skips). */
export const isLater = (station: StationKind, to: StationKind, order: StationOrder = STATION_KINDS) =>
  order.indexOf(to) > order.indexOf(station);
