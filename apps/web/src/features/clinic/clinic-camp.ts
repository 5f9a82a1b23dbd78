import { createContext, useContext } from "react";

/** The camp whose clinic the page shows: the station screens below it record for this camp. */
export const ClinicCampContext = createContext<string | null>(null);

/** The camp id of the clinic page this screen is on. */
export function useClinicCamp(): string {
  const mealId = useContext(ClinicCampContext);
  if (mealId === null) throw new Error("useClinicCamp(): not inside the clinic page");
  return mealId;
}
