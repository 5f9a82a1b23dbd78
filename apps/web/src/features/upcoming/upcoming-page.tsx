import { MESSAGES } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { CampCard } from "../../components/camp-card";
import { QueryState } from "../../components/query-state";
import { UpcomingLikeButton } from "./upcoming-like-button";
import { fetchUpcoming } from "./upcoming-api";

const LABELS = {
  fee: "Camping Fees",
  professionals: "Healthcare Professional",
  participants: "Likes",
  posted: "Posted on",
};

/** /upcoming-meals: camps not yet published, which campers with a package can like. */
export function UpcomingPage() {
  const upcoming = useQuery({ queryKey: ["upcoming-meals"], queryFn: fetchUpcoming });

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="upcoming-title">
      <title>Upcoming Camping · MedCamp</title>
      <h1 id="upcoming-title" className="mb-6 text-3xl font-bold">
        Upcoming Camping
      </h1>
      <QueryState loading={upcoming.isPending} error={upcoming.error}>
        {upcoming.data?.length === 0 ? (
          <p className="py-8 text-center text-lg">{MESSAGES.camps.noCampsAvailable}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.data?.map((meal) => (
              <li key={meal._id}>
                <CampCard meal={meal} headingLevel={2} labels={LABELS} actions={<UpcomingLikeButton meal={meal} />} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
