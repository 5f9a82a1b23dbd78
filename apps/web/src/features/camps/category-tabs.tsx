import { CATEGORIES, type Category } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { CampCard } from "../../components/camp-card";
import { QueryState } from "../../components/query-state";
import { fetchMeals } from "./api/camps-api";
import { ViewDetailsLink } from "./view-details-link";

const TAB_LIMIT = 6;

/** Camps by category: an accessible tablist (arrow keys move between tabs). */
export function CategoryTabs() {
  const [active, setActive] = useState<Category>(CATEGORIES[0]);
  const camps = useQuery({
    queryKey: ["meals", "tab", active],
    queryFn: ({ signal }) => fetchMeals({ category: active, limit: TAB_LIMIT }, signal),
  });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = CATEGORIES[(CATEGORIES.indexOf(active) + step + CATEGORIES.length) % CATEGORIES.length]!;
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-title" className="mb-4 text-3xl font-bold">
        Camps by length
      </h2>
      <div role="tablist" aria-label="Camp length" className="tabs tabs-box w-fit">
        {CATEGORIES.map((category) => (
          <button
            key={category}
            id={`tab-${category}`}
            type="button"
            role="tab"
            aria-selected={active === category}
            aria-controls="category-panel"
            tabIndex={active === category ? 0 : -1}
            className={`tab ${active === category ? "tab-active" : ""}`}
            onClick={() => setActive(category)}
            onKeyDown={onKeyDown}
          >
            {category}
          </button>
        ))}
      </div>
      <div id="category-panel" role="tabpanel" aria-labelledby={`tab-${active}`} className="mt-6">
        <QueryState loading={camps.isPending} error={camps.error}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {camps.data?.meals.map((meal) => (
              <li key={meal._id}>
                <CampCard meal={meal} actions={<ViewDetailsLink id={meal._id} title={meal.title} />} />
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
    </section>
  );
}
