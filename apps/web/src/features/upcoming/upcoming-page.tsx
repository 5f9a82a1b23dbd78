import { MESSAGES } from "../../i18n/messages";
import { CampCard } from "../../components/camp/camp-card";
import { CampGrid } from "../../components/camp/camp-grid";
import { LoadMoreButton } from "../../components/list/load-more-button";
import { useUpcomingPages } from "./api/get-upcoming-camps";
import { UpcomingLikeButton } from "./upcoming-like-button";

const PAGE_SIZE = 9;

/** /upcoming-meals: camps not yet published, loaded page by page, which campers with a package can like. */
export function UpcomingPage() {
  const upcoming = useUpcomingPages(PAGE_SIZE);
  const shown = upcoming.data?.pages.flatMap((p) => p.meals) ?? [];
  // The upcoming cards' wording (product.md §2 "Upcoming camps").
  const labels = MESSAGES.upcomingPage.labels;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="upcoming-title">
      <title>{`${MESSAGES.nav.upcomingCamping} · MedCamp`}</title>
      <h1 id="upcoming-title" className="mb-6 text-3xl font-bold">
        {MESSAGES.nav.upcomingCamping}
      </h1>
      {/* What a reader without JavaScript is told about the cards' Like buttons: read where the server rendered the
          page and no JavaScript runs; a browser running it shows nothing here. */}
      <noscript className="mb-4 block text-sm text-base-content/70">
        {MESSAGES.upcomingPage.likeNeedsJavascript}
      </noscript>
      <div aria-busy={upcoming.isFetching}>
        <CampGrid
          items={shown}
          loading={upcoming.isPending}
          error={upcoming.error}
          emptyText={MESSAGES.camps.noCampsAvailable}
          skeletons={PAGE_SIZE}
          itemKey={(camp) => camp._id}
          renderItem={(camp, aboveTheFold) => (
            <CampCard
              camp={camp}
              eager={aboveTheFold}
              headingLevel={2}
              labels={labels}
              actions={<UpcomingLikeButton camp={camp} />}
            />
          )}
        />
      </div>
      {upcoming.hasNextPage && (
        <LoadMoreButton onClick={() => upcoming.fetchNextPage()} loading={upcoming.isFetchingNextPage} />
      )}
    </section>
  );
}
