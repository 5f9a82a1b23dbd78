import { LIMITS, MESSAGES } from "@medcamp/contract";
import { useId, useState } from "react";
import { CampCard } from "../../components/camp-card";
import { CampGrid } from "../../components/camp-grid";
import { LoadMoreButton } from "../../components/load-more-button";
import { useCampPages } from "./api/get-camps";
import { useDebouncedValue } from "./use-debounced-value";
import { ViewDetailsLink } from "./view-details-link";

const SEARCH_LIMIT = 6;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Hero search: camps whose title contains the text (case-insensitive), searched by the server after typing pauses;
 * six at a time, with "Load more" for the rest.
 */
export function HomeSearch() {
  const id = useId();
  const [text, setText] = useState("");
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useCampPages({ search: term }, SEARCH_LIMIT, { enabled: term !== "", keepPrevious: true });

  return (
    <div className="w-full">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mx-auto flex max-w-xl gap-2">
        <label htmlFor={id} className="sr-only">
          Search camps
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search camps by title"
          className="input input-bordered w-full"
          maxLength={LIMITS.search}
          autoComplete="off"
        />
      </form>
      {term && (
        <section
          aria-labelledby={`${id}-results`}
          aria-busy={results.isFetching}
          className="mx-auto mt-8 max-w-6xl text-left"
        >
          <h2 id={`${id}-results`} className="mb-4 text-2xl font-bold">
            {MESSAGES.camps.searchResults}
          </h2>
          <CampGrid
            items={results.data?.pages.flatMap((p) => p.meals) ?? []}
            loading={results.isPending}
            error={results.error}
            emptyText={MESSAGES.camps.noCampsFound}
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
              label="Load more results"
            />
          )}
        </section>
      )}
    </div>
  );
}
