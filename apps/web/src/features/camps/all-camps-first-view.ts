import type { CampFilters } from "../../lib/query-keys";

/** What /meals shows before anyone touches a filter: the router fetches it while the page's chunk loads. */
export const ALL_CAMPS_PAGE_SIZE = 9;
export const ALL_CAMPS_FIRST_FILTERS: CampFilters = { category: "All" };
