import type { MealCities } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campKeys } from "../../../lib/query-keys";

/** GET /api/meal-cities → { cities }: the cities camps take place in, for the All Camps city filter. */
export const getCities = (signal?: AbortSignal) => apiFetch<MealCities>("/meal-cities", { signal });

/** Under the camp root, so adding, changing or deleting a camp refreshes the list of cities too. */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: campKeys.cities(),
    queryFn: ({ signal }) => getCities(signal),
  });

export const useCities = () => useQuery(citiesQueryOptions());
