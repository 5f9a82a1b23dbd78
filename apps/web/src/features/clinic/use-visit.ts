import { useQuery } from "@tanstack/react-query";
import { getVisit } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";

/** A visit as the reader's role may see it (every read is access-logged by the server). */
export const useVisit = (visitId: string) =>
  useQuery({ queryKey: clinicKeys.visit(visitId), queryFn: ({ signal }) => getVisit(visitId, signal) });
