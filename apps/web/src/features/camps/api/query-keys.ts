import type { CategoryFilter } from "@medcamp/contract";

/** What the public camp lists filter by (GET /api/meals query, without paging). */
export type MealFilters = {
  category?: CategoryFilter;
  priceRange?: { min: number; max: number };
  search?: string;
};

/**
 * Query keys of the public camp screens. Everything sits under ["meals"], which the admin screens invalidate after
 * adding, updating or deleting a camp, so these lists and the detail page follow along.
 */
export const campKeys = {
  all: ["meals"] as const,
  firstPage: (filters: MealFilters, limit: number) => [...campKeys.all, "first-page", filters, limit] as const,
  pages: (filters: MealFilters, limit: number) => [...campKeys.all, "pages", filters, limit] as const,
  detail: (id: string) => [...campKeys.all, "detail", id] as const,
};
