import { LIMITS } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { CampCard } from "../../components/camp/camp-card";
import { CampGrid } from "../../components/camp/camp-grid";
import { ClearFiltersLink } from "../../components/list/clear-filters-link";
import { LoadMoreButton } from "../../components/list/load-more-button";
import { useQueryState, useQueryText } from "../../lib/use-query-state";
import { useCampPages } from "../../lib/get-camps";
import { HOME_CATEGORY_PARAM } from "./category-tabs";
import { ViewDetailsLink } from "./view-details-link";

const SEARCH_LIMIT = 6;
const SEARCH_DEBOUNCE_MS = 300;

/** The query name of the home search (architecture.md §5), as on All Camps. */
export const HOME_SEARCH_PARAM = "search";

/**
 * Hero search: camps whose title contains the text (case-insensitive), searched by the server after typing pauses;
 * six at a time, with "Load more" for the rest. The text lives in the URL (`/?search=…`), so Back from a camp and a
 * refresh show the same results.
 */
export function HomeSearch() {
  const id = useId();
  const [text, setText] = useQueryText(HOME_SEARCH_PARAM, SEARCH_DEBOUNCE_MS);
  const { params } = useQueryState();
  const term = (params.get(HOME_SEARCH_PARAM) ?? "").trim().slice(0, LIMITS.search);
  const category = params.get(HOME_CATEGORY_PARAM) ?? "";
  const results = useCampPages({ search: term }, SEARCH_LIMIT, { enabled: term !== "", keepPrevious: true });

  return (
    <div className="w-full">
      {/* Before the app has taken over, and without scripts, Enter sends the text to the server (`/?search=…`, with the
          chosen tab); with the app, the results follow typing. */}
      <form
        role="search"
        method="get"
        action="/"
        onSubmit={(e) => e.preventDefault()}
        className="mx-auto flex max-w-xl gap-2"
      >
        <label htmlFor={id} className="sr-only">
          {MESSAGES.home.searchLabel}
        </label>
        <input
          id={id}
          name={HOME_SEARCH_PARAM}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={MESSAGES.home.searchPlaceholder}
          className="input input-bordered w-full"
          maxLength={LIMITS.search}
          autoComplete="off"
        />
        {category && <input type="hidden" name={HOME_CATEGORY_PARAM} value={category} />}
      </form>
      {term && (
        <section
          aria-labelledby={`${id}-results`}
          aria-busy={results.isFetching}
          className="mx-auto mt-8 max-w-6xl text-start"
        >
          <h2 id={`${id}-results`} className="mb-4 text-2xl font-bold">
            {MESSAGES.camps.searchResults}
          </h2>
          <CampGrid
            items={results.data?.pages.flatMap((p) => p.meals) ?? []}
            loading={results.isPending}
            error={results.error}
            emptyText={MESSAGES.camps.noCampsFound}
            emptyAction={<ClearFiltersLink names={[HOME_SEARCH_PARAM]} />}
            itemKey={(camp) => camp._id}
            renderItem={(camp, aboveTheFold) => (
              <CampCard
                camp={camp}
                eager={aboveTheFold}
                actions={<ViewDetailsLink id={camp._id} title={camp.title} />}
              />
            )}
          />
          {results.hasNextPage && !results.isPlaceholderData && (
            <LoadMoreButton
              onClick={() => results.fetchNextPage()}
              loading={results.isFetchingNextPage}
              label={MESSAGES.home.loadMoreResults}
            />
          )}
        </section>
      )}
    </div>
  );
}
