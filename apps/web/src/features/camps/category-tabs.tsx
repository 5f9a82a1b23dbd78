import { CATEGORIES, localeDirection, type Category } from "@medcamp/contract";
import { useLocale } from "../../i18n/locale-context";
import { MESSAGES } from "../../i18n/messages";
import type { KeyboardEvent, MouseEvent } from "react";
import { CampCard } from "../../components/camp/camp-card";
import { CampGrid } from "../../components/camp/camp-grid";
import { isPlainClick } from "../../lib/plain-click";
import { queryChoice, useQueryState, withQueryChanges } from "../../lib/use-query-state";
import { useCamps } from "../../lib/get-camps";
import { ViewDetailsLink } from "./view-details-link";

const TAB_LIMIT = 6;

/** The query name of the chosen tab (architecture.md §5), as All Camps names its category. */
export const HOME_CATEGORY_PARAM = "category";

/**
 * Camps by category: an accessible tablist (arrow keys move between tabs). The tab lives in the URL
 * (`/?category=7days`; the first tab is left out) without a history entry per tab, so arrowing through the tabs
 * does not fill Back, while Back from a camp and a refresh return to the same tab. Each tab is a link to Home with
 * it chosen (ADR 025): before the app has taken over, or without scripts, the server renders that tab.
 */
export function CategoryTabs() {
  const { params, update } = useQueryState();
  const hrefOf = (category: Category) =>
    `/?${withQueryChanges(params, { [HOME_CATEGORY_PARAM]: category === CATEGORIES[0] ? undefined : category })}`.replace(
      /\?$/,
      "",
    );
  const { locale } = useLocale();
  const active = queryChoice(params.get(HOME_CATEGORY_PARAM), CATEGORIES) ?? CATEGORIES[0];
  const setActive = (category: Category) =>
    update({ [HOME_CATEGORY_PARAM]: category === CATEGORIES[0] ? undefined : category }, { replace: true });
  const camps = useCamps({ category: active }, TAB_LIMIT);

  function onClick(event: MouseEvent<HTMLAnchorElement>, category: Category) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setActive(category);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = CATEGORIES.indexOf(active);
    // The tabs run right to left in Arabic, so there the left arrow moves on to the next one (WAI-ARIA tabs).
    const onward = localeDirection(locale) === "rtl" ? -1 : 1;
    const target: Record<string, number> = {
      ArrowRight: index + onward,
      ArrowLeft: index - onward,
      Home: 0,
      End: CATEGORIES.length - 1,
    };
    if (!(event.key in target)) return;
    event.preventDefault();
    const next = CATEGORIES[(target[event.key]! + CATEGORIES.length) % CATEGORIES.length]!;
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-title" className="mb-4 text-3xl font-bold">
        {MESSAGES.home.campsByLength}
      </h2>
      <div role="tablist" aria-label={MESSAGES.home.campLength} className="tabs tabs-box w-fit">
        {CATEGORIES.map((category) => (
          <a
            key={category}
            id={`tab-${category}`}
            href={hrefOf(category)}
            role="tab"
            aria-selected={active === category}
            aria-controls="category-panel"
            tabIndex={active === category ? 0 : -1}
            className={`tab ${active === category ? "tab-active" : ""}`}
            onClick={(event) => onClick(event, category)}
            onKeyDown={onKeyDown}
          >
            {MESSAGES.campCard.categoryName(category)}
          </a>
        ))}
      </div>
      <div id="category-panel" role="tabpanel" aria-labelledby={`tab-${active}`} className="mt-6">
        <CampGrid
          items={camps.data?.meals ?? []}
          loading={camps.isPending}
          error={camps.error}
          emptyText={MESSAGES.camps.noCampsFound}
          skeletons={TAB_LIMIT}
          itemKey={(camp) => camp._id}
          renderItem={(camp, aboveTheFold) => (
            <CampCard camp={camp} eager={aboveTheFold} actions={<ViewDetailsLink id={camp._id} title={camp.title} />} />
          )}
        />
      </div>
    </section>
  );
}
