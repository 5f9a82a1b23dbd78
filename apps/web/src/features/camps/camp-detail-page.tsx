import { MESSAGES } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { CampCard } from "../../components/camp-card";
import { fetchMeal } from "./api/camps-api";
import { CampActions } from "./camp-actions";
import { ReviewForm } from "./review-form";

/** /meal/:id: the camp, Like and Join Camp, its reviews, and the review form for signed-in users. */
export function CampDetailPage() {
  const { id = "" } = useParams();
  const [likes, setLikes] = useState<number | null>(null);
  const camp = useQuery({ queryKey: ["meal", id], queryFn: () => fetchMeal(id) });

  if (camp.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (camp.error) {
    return (
      <p role="alert" className="py-16 text-center text-error">
        {MESSAGES.camps.detailLoadFailed}
      </p>
    );
  }
  const meal = { ...camp.data, likes: likes ?? camp.data.likes };
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
      <title>{`${meal.title} · MedCamp`}</title>
      <CampCard meal={meal} headingLevel={1} actions={<CampActions meal={camp.data} onLiked={setLikes} />} />
      <section aria-labelledby="reviews-title" className="space-y-4">
        <h2 id="reviews-title" className="text-2xl font-bold">
          Reviews
        </h2>
        {meal.reviews.length === 0 ? (
          <p>{MESSAGES.camps.noReviewsYet}</p>
        ) : (
          <ul className="space-y-3">
            {meal.reviews.map((review, i) => (
              <li key={`${review.name}-${i}`} className="rounded-box bg-base-200 p-3">
                <p className="font-semibold">{review.name}</p>
                <p className="text-sm">Rating: {review.rating} / 5</p>
                <p className="mt-1">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
        <ReviewForm mealId={meal._id} onReviewed={() => camp.refetch()} />
      </section>
    </div>
  );
}
