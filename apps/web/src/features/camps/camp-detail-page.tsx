import { MESSAGES } from "@medcamp/contract";
import { useParams } from "react-router";
import { CampCard } from "../../components/camp-card";
import { useCamp } from "./api/get-camp";
import { CampActions } from "./camp-actions";
import { ReviewForm } from "./review-form";
import { ReviewsList } from "./reviews-list";

/** /meal/:id: the camp, Like and Join Camp, its reviews, and the review form for signed-in users. */
export function CampDetailPage() {
  const { id = "" } = useParams();
  const query = useCamp(id);

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
        <title>Camp · MedCamp</title>
        <span className="sr-only">Loading…</span>
        <div className="skeleton aspect-[8/5] w-full" aria-hidden="true" />
        <div className="skeleton h-40 w-full" aria-hidden="true" />
      </div>
    );
  }
  if (query.error) {
    return (
      <p role="alert" className="py-16 text-center text-error">
        <title>Camp details · MedCamp</title>
        {MESSAGES.camps.detailLoadFailed}
      </p>
    );
  }
  const camp = query.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
      <title>{`${camp.title} · MedCamp`}</title>
      <CampCard camp={camp} headingLevel={1} detail actions={<CampActions camp={camp} />} />
      <section aria-labelledby="reviews-title" className="min-w-0 space-y-4">
        <h2 id="reviews-title" className="text-2xl font-bold">
          Reviews
        </h2>
        <ReviewsList reviews={camp.reviews} total={camp.reviewsCount} />
        <ReviewForm campId={camp._id} />
      </section>
    </div>
  );
}
