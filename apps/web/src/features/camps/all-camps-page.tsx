import { CATEGORY_FILTERS, type CategoryFilter, MESSAGES } from "@medcamp/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { CampCard } from "../../components/camp-card";
import { QueryState } from "../../components/query-state";
import { fetchMeals } from "./api/camps-api";
import { priceRangeFor } from "./price-range";
import { ViewDetailsLink } from "./view-details-link";

const PAGE_SIZE = 9;

/** /meals: category select, optional price filter, and camps loaded page by page ("Load more"). */
export function AllCampsPage() {
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>("All");
  const [byPrice, setByPrice] = useState(false);
  const [min, setMin] = useState("");
  const [max, setMax] = useState("");
  const priceRange = useDeferredValue(priceRangeFor(byPrice, min, max));
  const camps = useInfiniteQuery({
    queryKey: ["meals", "all", category, priceRange],
    queryFn: ({ pageParam, signal }) => fetchMeals({ category, priceRange, page: pageParam, limit: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
  const meals = camps.data?.pages.flatMap((p) => p.meals) ?? [];

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>All Camps · MedCamp</title>
      <h1 id={`${id}-title`} className="mb-6 text-3xl font-bold">
        All Camps
      </h1>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-category`} className="label pb-1 text-sm font-medium">
            Category
          </label>
          <select
            id={`${id}-category`}
            className="select select-bordered"
            value={category}
            onChange={(e) => setCategory(e.target.value as CategoryFilter)}
          >
            {CATEGORY_FILTERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <label className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            className="checkbox"
            checked={byPrice}
            onChange={(e) => setByPrice(e.target.checked)}
          />
          <span>Filter by Price</span>
        </label>
        {byPrice && (
          <>
            <div>
              <label htmlFor={`${id}-min`} className="label pb-1 text-sm font-medium">
                Min Price
              </label>
              <input
                id={`${id}-min`}
                type="number"
                min={0}
                className="input input-bordered w-32"
                value={min}
                onChange={(e) => setMin(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-max`} className="label pb-1 text-sm font-medium">
                Max Price
              </label>
              <input
                id={`${id}-max`}
                type="number"
                min={0}
                className="input input-bordered w-32"
                value={max}
                onChange={(e) => setMax(e.target.value)}
              />
            </div>
          </>
        )}
      </div>
      <QueryState
        loading={camps.isPending}
        error={camps.error}
        empty={meals.length === 0}
        emptyText={MESSAGES.camps.noCampFound}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {meals.map((meal) => (
            <li key={meal._id}>
              <CampCard meal={meal} headingLevel={2} actions={<ViewDetailsLink id={meal._id} title={meal.title} />} />
            </li>
          ))}
        </ul>
      </QueryState>
      {camps.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => camps.fetchNextPage()}
            disabled={camps.isFetchingNextPage}
          >
            {camps.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Load more
          </button>
        </div>
      )}
    </section>
  );
}
