import { CATEGORY_FILTERS, type CategoryFilter, LIMITS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useCallback, useEffect, useId } from "react";
import { CampCard } from "../../components/camp/camp-card";
import { CampGrid } from "../../components/camp/camp-grid";
import { ClearFiltersLink } from "../../components/list/clear-filters-link";
import { LoadMoreButton } from "../../components/list/load-more-button";
import { pageFromQuery, pageQueryValue } from "../../lib/use-paging";
import { PAGE_PARAM, useQueryDraft, useQueryState, useQueryText, withQueryChanges } from "../../lib/use-query-state";
import {
  ALL_CAMPS_FILTER_NAMES,
  ALL_CAMPS_PAGE_SIZE,
  ALL_CAMPS_PAGES_MAX,
  ALL_CAMPS_PARAMS,
  allCampsView,
} from "./all-camps-first-view";
import { useCampPages } from "../../lib/get-camps";
import { CityFilter } from "./city-filter";
import { PriceFilter, type PriceFilterValue } from "./price-filter";
import { SortSelect } from "./sort-select";
import { SUBMIT_ON_CHANGE_ATTRIBUTE } from "../../ssr/start-mode";
import { ViewDetailsLink } from "./view-details-link";
import { WhenFilterUrl } from "./when-filter-url";

const TYPING_DEBOUNCE_MS = 300;

/** What the price fields write to the URL: nothing while unchecked. */
const priceKey = (value: PriceFilterValue) => (value.enabled ? `${value.min.trim()}|${value.max.trim()}` : "|");

/**
 * /meals: search, category select, when, city, sort, optional price filter, and camps loaded page by page ("Load more"). All of it
 * lives in the URL (architecture.md §5), so Back, refresh and a shared link show the same camps.
 */
export function AllCampsPage() {
  const id = useId();
  const { params, update } = useQueryState();
  const view = allCampsView(params);
  const camps = useCampPages(view.filters, ALL_CAMPS_PAGE_SIZE, { enabled: !view.matchesNothing });
  const loaded = camps.data?.pages ?? [];
  // A range no camp can match (the filter says why) is not sent: the answer is "No Camp found." at once.
  const shown = view.matchesNothing ? [] : loaded.slice(0, view.pages).flatMap((p) => p.meals);

  // `page` is how many pages were shown: a refresh or a shared link loads them again, one after another.
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = camps;
  const loadedCount = data?.pages.length ?? 0;
  const filling = !view.matchesNothing && data !== undefined && loadedCount < view.pages;
  useEffect(() => {
    if (!filling || isFetching) return;
    if (hasNextPage && !isFetchNextPageError) void fetchNextPage();
    // Fewer pages exist than the URL asks for: it says what is shown, without a history entry.
    else if (!hasNextPage) update({ [PAGE_PARAM]: pageQueryValue(Math.max(loadedCount, 1)) }, { replace: true });
  }, [filling, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage, update, loadedCount]);

  // A URL asking for more pages than one list shows says what is shown, without a history entry.
  const askedPages = pageFromQuery(params);
  useEffect(() => {
    if (askedPages > ALL_CAMPS_PAGES_MAX) update({ [PAGE_PARAM]: String(ALL_CAMPS_PAGES_MAX) }, { replace: true });
  }, [askedPages, update]);
  const atMost = view.pages >= ALL_CAMPS_PAGES_MAX && loadedCount >= ALL_CAMPS_PAGES_MAX;

  const [search, setSearch] = useQueryText(ALL_CAMPS_PARAMS.search, TYPING_DEBOUNCE_MS);

  // Like the search: the checkbox and the first price typed add a history entry, typing on replaces it.
  const writePrice = useCallback(
    (value: PriceFilterValue, replace: boolean) =>
      update(
        {
          [ALL_CAMPS_PARAMS.minPrice]: value.enabled ? value.min.trim() : undefined,
          [ALL_CAMPS_PARAMS.maxPrice]: value.enabled ? value.max.trim() : undefined,
          [PAGE_PARAM]: undefined,
        },
        { replace },
      ),
    [update],
  );
  const [price, setPrice] = useQueryDraft({
    committed: { enabled: view.minPrice !== "" || view.maxPrice !== "", min: view.minPrice, max: view.maxPrice },
    key: priceKey,
    write: writePrice,
    delayMs: TYPING_DEBOUNCE_MS,
  });

  function onLoadMore() {
    // Pages already fetched (Back to a shorter view) show at once; a page that failed to load is asked again.
    if (loadedCount < view.pages) void fetchNextPage();
    else update({ [PAGE_PARAM]: String(view.pages + 1) }, { replace: true });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`${id}-title`}>
      <title>{`${MESSAGES.nav.allCamps} · MedCamp`}</title>
      <h1 id={`${id}-title`} className="mb-6 text-3xl font-bold">
        {MESSAGES.nav.allCamps}
      </h1>
      {/* A real form (the names are the URL's, ADR 025): before the app has taken over, a choice in a select sends it
          (the page's starter) and Enter in a field too (the browser), so the server renders the filtered page; without
          scripts its Apply button does. With the app each field writes the URL itself and submitting does nothing. */}
      <form
        role="search"
        method="get"
        action="/meals"
        autoComplete="off"
        {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: "" }}
        onSubmit={(e) => e.preventDefault()}
        className="mb-6 flex flex-wrap items-end gap-4"
      >
        <div className="w-full sm:w-64">
          <label htmlFor={`${id}-search`} className="label pb-1 whitespace-normal text-sm font-medium">
            {MESSAGES.common.search}
          </label>
          <input
            id={`${id}-search`}
            name={ALL_CAMPS_PARAMS.search}
            type="search"
            className="input input-bordered w-full"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={MESSAGES.campsPage.searchPlaceholder}
            maxLength={LIMITS.search}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="label pb-1 whitespace-normal text-sm font-medium">
            {MESSAGES.campCard.categoryLabel}
          </label>
          <select
            id={`${id}-category`}
            name={ALL_CAMPS_PARAMS.category}
            className="select select-bordered"
            value={view.category}
            onChange={(e) => {
              const category = e.target.value as CategoryFilter;
              update({
                [ALL_CAMPS_PARAMS.category]: category === "All" ? undefined : category,
                [PAGE_PARAM]: undefined,
              });
            }}
          >
            {CATEGORY_FILTERS.map((c) => (
              <option key={c} value={c}>
                {c === "All" ? MESSAGES.campsPage.allCategories : MESSAGES.campCard.categoryName(c)}
              </option>
            ))}
          </select>
        </div>
        <WhenFilterUrl when={view.when} from={view.from} to={view.to} update={update} delayMs={TYPING_DEBOUNCE_MS} />
        <CityFilter
          value={view.city}
          onChange={(city) => update({ [ALL_CAMPS_PARAMS.city]: city, [PAGE_PARAM]: undefined })}
        />
        <SortSelect
          value={view.sort}
          onChange={(sort) => update({ [ALL_CAMPS_PARAMS.sort]: sort, [PAGE_PARAM]: undefined })}
        />
        <PriceFilter value={price} onChange={(next) => setPrice(next, next.enabled !== price.enabled)} />
        {/* Shown only without scripts; with them it stays the form's default button, so Enter sends the form. */}
        <button type="submit" className="without-scripts btn btn-primary">
          {MESSAGES.campsPage.applyFilters}
        </button>
      </form>
      <div aria-busy={camps.isFetching}>
        <CampGrid
          items={shown}
          loading={!view.matchesNothing && camps.isPending}
          error={view.matchesNothing ? null : camps.error}
          emptyText={MESSAGES.camps.noCampFound}
          emptyAction={view.filtered && <ClearFiltersLink names={ALL_CAMPS_FILTER_NAMES} />}
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
      {!view.matchesNothing && !atMost && (hasNextPage || loadedCount > view.pages || filling) && (
        <LoadMoreButton
          onClick={onLoadMore}
          loading={camps.isFetchingNextPage || (filling && isFetching)}
          href={`/meals?${withQueryChanges(params, { [PAGE_PARAM]: String(view.pages + 1) })}`}
        />
      )}
      {!view.matchesNothing && atMost && hasNextPage && (
        <p className="mt-8 text-center text-base-content/80">
          {MESSAGES.campsPage.firstCamps(ALL_CAMPS_PAGES_MAX * ALL_CAMPS_PAGE_SIZE)}
        </p>
      )}
    </section>
  );
}
