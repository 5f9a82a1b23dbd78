import { RATING_MAX } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useParams } from "react-router";
import { AddToCalendar } from "../../components/camp/add-to-calendar";
import { CAMP_FALLBACK_IMAGE, formatDate, formatFee, formatRating } from "../../components/camp/camp-card";
import { CampDates } from "../../components/camp/camp-dates";
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  PeopleIcon,
  PersonIcon,
  StarIcon,
  TagIcon,
} from "../../components/camp/camp-icons";
import { CampPlace } from "../../components/camp/camp-place";
import { FallbackImage } from "../../components/media/fallback-image";
import { RatingStars } from "../../components/camp/rating-stars";
import { SeatsFact } from "../../components/camp/seats-line";
import { isCampUnavailable, type MealDetail, useCamp } from "../../lib/get-camp";
import { useAuth } from "../../lib/auth-context";
import { withTexts } from "../../i18n/active-locale";
import { CampActions, type JoinQuestionsDialogProps } from "./camp-actions";
import { TakesOverInput } from "../../components/takes-over-input";
import { CampUnavailable } from "./camp-unavailable";
import { ReviewsList } from "./reviews-list";
import { ReviewsSummary } from "./reviews-summary";

/** The review form, its dialogs and their texts load for signed-in users only: a visitor's first input skips them. */
const ReviewForm = lazy(() =>
  withTexts(import("./review-form"), "pages").then((module) => ({ default: module.ReviewForm })),
);

/** Words that do not fit (a 118-letter title) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/**
 * Two columns on a desktop: the camp (image, title, description, professionals) then its reviews on the left, and
 * its key facts with Like and Join Camp in an aside on the right that stays in view while scrolling. On a phone
 * they stack: image, title, facts and actions, description, professionals, reviews.
 */
const LAYOUT = "grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:gap-y-8";
const ASIDE = "lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start";

/**
 * /meal/:id: the camp, when and where it takes place and its seats (issue 18), Like and Join Camp, Add to calendar,
 * its reviews, and the review form for signed-in users. `joinDialog` asks the camp's intake questions (app/ composes
 * the intake feature's).
 */
export function CampDetailPage({ joinDialog }: { joinDialog: ComponentType<JoinQuestionsDialogProps> }) {
  const { id = "" } = useParams();
  const query = useCamp(id);

  if (query.isPending) return <DetailSkeleton />;
  if (query.error) {
    if (isCampUnavailable(query.error)) return <CampUnavailable />;
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-16 text-center">
        <title>{`${MESSAGES.campDetail.errorTitle} · MedCamp`}</title>
        <p role="alert" className="text-error">
          {MESSAGES.camps.detailLoadFailed}
        </p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.refetch()}>
          {MESSAGES.account.tryAgain}
        </button>
      </div>
    );
  }
  return <CampDetail camp={query.data} joinDialog={joinDialog} />;
}

function CampDetail({ camp, joinDialog }: { camp: MealDetail; joinDialog: ComponentType<JoinQuestionsDialogProps> }) {
  const C = MESSAGES.campCard;
  const reviewsLabel =
    camp.reviewsCount === 1 ? MESSAGES.reviewsUi.oneReview : MESSAGES.reviewsUi.reviewCount(camp.reviewsCount);
  return (
    <article aria-labelledby="camp-title" className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <title>{`${camp.title} · MedCamp`}</title>
      <div className={LAYOUT}>
        <header className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          <figure className="aspect-[16/9] overflow-hidden rounded-box bg-base-200">
            <FallbackImage
              src={camp.image}
              fallbackSrc={CAMP_FALLBACK_IMAGE}
              alt={camp.title}
              loading="eager"
              fetchPriority="high"
              width={1280}
              height={720}
              className="camp-picture h-full w-full object-cover"
            />
          </figure>
          <h1 id="camp-title" className={`text-3xl leading-tight font-bold lg:text-4xl ${WRAP}`}>
            {camp.title}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <RatingStars rating={camp.rating} className="h-5" />
            <span className="font-semibold">{formatRating(camp.rating)}</span>
            <span className="text-base-content/70" aria-hidden="true">
              ·
            </span>
            <a href="#reviews-title" className="link link-hover inline-flex min-h-6 items-center">
              {reviewsLabel}
            </a>
          </p>
        </header>

        <aside aria-label={MESSAGES.campDetail.facts} className={ASIDE}>
          <div className="card bg-base-100 shadow-sm ring-1 ring-base-300">
            <div className="card-body gap-5 p-5">
              <dl className="space-y-3 text-sm">
                <div>
                  <dt className="text-base-content/70">{C.fee}</dt>
                  <dd className="text-3xl font-bold text-primary">{formatFee(camp.price)}</dd>
                </div>
                <div className="space-y-1 border-t border-base-300 pt-3">
                  <dt className="flex items-center gap-2 text-base-content/70">
                    <ClockIcon />
                    {MESSAGES.schedule.datesLabel}
                  </dt>
                  <dd className={`font-medium ${WRAP}`}>
                    <CampDates camp={camp} />
                  </dd>
                </div>
                <SeatsFact camp={camp} />
                <Fact icon={<TagIcon />} term={C.categoryLabel}>
                  {C.categoryName(camp.category)}
                </Fact>
                <Fact icon={<StarIcon />} term={C.rating}>
                  {formatRating(camp.rating)} / {RATING_MAX}
                </Fact>
                <Fact icon={<ChatIcon />} term={C.reviews}>
                  {camp.reviewsCount}
                </Fact>
                <Fact icon={<PeopleIcon />} term={C.participants}>
                  {camp.likes}
                </Fact>
                <Fact icon={<CalendarIcon />} term={C.posted}>
                  {formatDate(camp.postTime)}
                </Fact>
                <Fact icon={<PersonIcon />} term={C.distributor}>
                  {camp.distributor.name}
                </Fact>
              </dl>
              {camp.location && (
                <div className="border-t border-base-300 pt-3">
                  <CampPlace location={camp.location} />
                </div>
              )}
              <CampActions camp={camp} joinDialog={joinDialog} />
              <AddToCalendar camp={camp} />
            </div>
          </div>
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-title" className="space-y-2">
            <h2 id="about-title" className="text-xl font-bold">
              {MESSAGES.campDetail.about}
            </h2>
            <p className={`leading-relaxed whitespace-pre-line text-base-content/90 ${WRAP}`}>{camp.description}</p>
          </section>
          <section aria-labelledby="professionals-title" className="space-y-2">
            <h2 id="professionals-title" className="text-xl font-bold">
              {C.professionals}
            </h2>
            <p className={WRAP}>{camp.ingredients.join(", ")}</p>
          </section>
        </div>

        <section aria-labelledby="reviews-title" className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-3">
          <h2 id="reviews-title" className="scroll-mt-20 text-2xl font-bold">
            {C.reviews}
          </h2>
          <ReviewsSummary rating={camp.rating} total={camp.reviewsCount} reviews={camp.reviews} />
          <ReviewsList reviews={camp.reviews} total={camp.reviewsCount} />
          <SignedInReviewForm campId={camp._id} />
        </section>
      </div>
    </article>
  );
}

function SignedInReviewForm({ campId }: { campId: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      {/* A server-rendered page hydrates this part after the rest: a review typed meanwhile is handed over then. */}
      <TakesOverInput>
        <ReviewForm campId={campId} />
      </TakesOverInput>
    </Suspense>
  );
}

/** One key fact of the aside: an icon, the term, and its value on the right. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-t border-base-300 pt-3">
      {icon}
      <dt className="shrink-0 text-base-content/70">{term}</dt>
      <dd className={`ms-auto min-w-0 text-end font-medium ${WRAP}`}>{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <title>{`${MESSAGES.campDetail.loadingTitle} · MedCamp`}</title>
      <span className="sr-only">{MESSAGES.common.loading}</span>
      <div className={LAYOUT} aria-hidden="true">
        <div className="space-y-4 lg:col-start-1">
          <div className="skeleton aspect-[16/9] w-full" />
          <div className="skeleton h-9 w-3/4" />
        </div>
        <div className={`skeleton h-80 w-full ${ASIDE}`} />
        <div className="skeleton h-32 w-full lg:col-start-1" />
      </div>
    </div>
  );
}
