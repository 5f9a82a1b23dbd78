import { MESSAGES } from "../../i18n/messages";
import { Link, useSearchParams } from "react-router";
import { PAGE_PARAM, withQueryChanges } from "../../lib/use-query-state";

/**
 * "Clear filters" under an empty result: the same screen without the named query values (and from page 1). It is a
 * link, so Back returns to the filtered view.
 */
export function ClearFiltersLink({ names }: { names: readonly string[] }) {
  const [params] = useSearchParams();
  const cleared = withQueryChanges(params, Object.fromEntries([...names, PAGE_PARAM].map((name) => [name, undefined])));
  const search = cleared.toString();
  return (
    <Link to={{ search: search ? `?${search}` : "" }} preventScrollReset className="btn btn-outline btn-sm">
      {MESSAGES.common.clearFilters}
    </Link>
  );
}
