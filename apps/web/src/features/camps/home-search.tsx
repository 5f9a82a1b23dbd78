import { MESSAGES } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { CampCard } from "../../components/camp-card";
import { QueryState } from "../../components/query-state";
import { fetchMeals } from "./api/camps-api";
import { ViewDetailsLink } from "./view-details-link";

const SEARCH_LIMIT = 6;

/** Hero search: camps whose title contains the text (case-insensitive), searched by the server. */
export function HomeSearch() {
  const id = useId();
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: ["meals", "search", term],
    queryFn: ({ signal }) => fetchMeals({ search: term, limit: SEARCH_LIMIT }, signal),
    enabled: term.length > 0,
  });

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
          maxLength={100}
        />
      </form>
      {term && (
        <section aria-labelledby={`${id}-results`} className="mx-auto mt-8 max-w-6xl text-left">
          <h2 id={`${id}-results`} className="mb-4 text-2xl font-bold">
            {MESSAGES.camps.searchResults}
          </h2>
          <QueryState loading={results.isPending} error={results.error}>
            {results.data?.meals.length === 0 ? (
              <p>{MESSAGES.camps.noCampsFound}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {results.data?.meals.map((meal) => (
                  <li key={meal._id}>
                    <CampCard meal={meal} actions={<ViewDetailsLink id={meal._id} title={meal.title} />} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
