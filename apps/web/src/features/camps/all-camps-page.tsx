import { CATEGORY_FILTERS, type CategoryFilter, MESSAGES } from "@medcamp/contract";
import { useId, useState } from "react";
import { CampCard } from "../../components/camp-card";
import { CampGrid } from "../../components/camp-grid";
import { LoadMoreButton } from "../../components/load-more-button";
import { ALL_CAMPS_FIRST_FILTERS, ALL_CAMPS_PAGE_SIZE } from "./all-camps-first-view";
import { useCampPages } from "./api/get-camps";
import { NO_PRICE_FILTER, PriceFilter, type PriceFilterValue } from "./price-filter";
import { priceRangeFor, priceRangeProblem } from "./price-range";
import { useDebouncedValue } from "./use-debounced-value";
import { ViewDetailsLink } from "./view-details-link";

const PRICE_DEBOUNCE_MS = 300;

/** /meals: category select, optional price filter, and camps loaded page by page ("Load more"). */
export function AllCampsPage() {
  const id = useId();
  const [category, setCategory] = useState<CategoryFilter>(ALL_CAMPS_FIRST_FILTERS.category ?? "All");
  const [price, setPrice] = useState<PriceFilterValue>(NO_PRICE_FILTER);
  const settled = useDebouncedValue(price, PRICE_DEBOUNCE_MS);
  const priceRange = priceRangeFor(settled.enabled, settled.min, settled.max);
  // A range no camp can match (the filter says why) is not sent: the answer is "No Camp found." at once.
  const matchesNothing = priceRangeProblem(priceRange) !== undefined;
  const camps = useCampPages({ category, priceRange }, ALL_CAMPS_PAGE_SIZE, { enabled: !matchesNothing });
  const shown = matchesNothing ? [] : (camps.data?.pages.flatMap((p) => p.meals) ?? []);

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
        <PriceFilter value={price} onChange={setPrice} />
      </div>
      <div aria-busy={camps.isFetching}>
        <CampGrid
          items={shown}
          loading={!matchesNothing && camps.isPending}
          error={matchesNothing ? null : camps.error}
          emptyText={MESSAGES.camps.noCampFound}
          skeletons={ALL_CAMPS_PAGE_SIZE}
          itemKey={(camp) => camp._id}
          renderItem={(camp, aboveTheFold) => (
            <CampCard
              camp={camp}
              eager={aboveTheFold}
              headingLevel={2}
              actions={<ViewDetailsLink id={camp._id} title={camp.title} />}
            />
          )}
        />
      </div>
      {!matchesNothing && camps.hasNextPage && (
        <LoadMoreButton onClick={() => camps.fetchNextPage()} loading={camps.isFetchingNextPage} />
      )}
    </section>
  );
}
