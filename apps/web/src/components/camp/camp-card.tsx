import { type Meal, RATING_MAX } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import campFallback from "../../assets/camp-fallback.svg";
import { CampDates } from "./camp-dates";
import { CalendarIcon, ClockIcon, PeopleIcon, PersonIcon, PinIcon } from "./camp-icons";
import { FallbackImage } from "../media/fallback-image";
import { RatingStars } from "./rating-stars";
import { SeatsFact } from "./seats-line";
import { dateFormat } from "../../i18n/intl";

export type CampCardLabels = { fee: string; professionals: string; participants: string; posted: string };

export type CampSummary = Pick<
  Meal,
  | "title"
  | "category"
  | "image"
  | "description"
  | "price"
  | "ingredients"
  | "rating"
  | "reviewsCount"
  | "likes"
  | "postTime"
  | "distributor"
> &
  /** The schedule and place (issue 18); the seats only on published camps, upcoming ones have none. */
  Partial<
    Pick<
      Meal,
      "startsAt" | "endsAt" | "timezone" | "location" | "capacity" | "seatsLeft" | "seatsTaken" | "waitlistCount"
    >
  >;

type Props = {
  camp: CampSummary;
  /** Labels differ between All Camps and Upcoming Camping (product.md §2). */
  labels?: CampCardLabels;
  headingLevel?: 1 | 2 | 3;
  actions?: ReactNode;
  /** In the first screenful (the first cards of a list): the image loads at once instead of lazily. */
  eager?: boolean;
};

/** The labels of All Camps' cards (read when shown: they follow the language). */
export const defaultLabels = (): CampCardLabels => {
  const M = MESSAGES.campCard;
  return { fee: M.fee, professionals: M.professionals, participants: M.participants, posted: M.posted };
};

/** The illustration a camp shows when its own image fails to load (issue 17, item 3). */
export const CAMP_FALLBACK_IMAGE = campFallback;

/** Dollars: whole amounts as they are ("$15"), others with cents ("$12.50"). */
export const formatFee = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** The average rating to one decimal (product.md §2). */
export const formatRating = (rating: number) => rating.toFixed(1);

/** A camp's date in the reader's language (one cached formatter per language: building one per card is slow). */
export const formatDate = (iso: string) =>
  dateFormat({ year: "numeric", month: "short", day: "numeric" }).format(new Date(iso));

/** Words that do not fit (a 118-letter title) break instead of widening the page. */
const WRAP = "break-words [overflow-wrap:anywhere]";

/**
 * A camp as lists show it, like an event listing (product.md §2 "All Camps", issue 17 item 7): the image with the
 * category chip, the title, the fee as a chip, stars with the review count, the description, participants, the
 * healthcare professionals comma-joined, the posted date and the distributor, then the card's action. Under the
 * rating come when and where the camp takes place and its seats, or "Ended" (issue 18). Every field
 * is a term and its value (`dt`/`dd`); some terms are read only by screen readers where an icon or chip says it.
 */
export function CampCard({ camp, labels = defaultLabels(), headingLevel = 3, actions, eager = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group card h-full overflow-hidden bg-base-100 shadow-sm ring-1 ring-base-300 transition-shadow hover:shadow-lg">
      <figure className="relative aspect-[8/5] bg-base-200">
        <FallbackImage
          src={camp.image}
          fallbackSrc={CAMP_FALLBACK_IMAGE}
          alt={camp.title}
          loading={eager ? "eager" : "lazy"}
          width={800}
          height={500}
          className="camp-picture h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
        <span className="badge absolute top-3 start-3 border-0 bg-base-100/90 font-medium text-base-content shadow-sm">
          {MESSAGES.campCard.categoryChip(MESSAGES.campCard.categoryName(camp.category))}
        </span>
      </figure>
      <div className="card-body gap-3 p-4 sm:p-5">
        <Heading className={`card-title text-lg leading-snug ${WRAP}`}>{camp.title}</Heading>
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <div className="badge gap-1 badge-primary font-semibold">
            <dt className="sr-only">{labels.fee}</dt>
            <dd>{formatFee(camp.price)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{MESSAGES.campCard.rating}</dt>
            <dd className="flex items-center gap-1">
              <RatingStars rating={camp.rating} />
              <span className="font-semibold">{formatRating(camp.rating)}</span>
              <span className="sr-only"> {MESSAGES.campCard.outOf(RATING_MAX)}</span>
            </dd>
          </div>
          <div className="text-base-content/70">
            <dt className="sr-only">{MESSAGES.campCard.reviews}</dt>
            <dd className="before:content-['('] after:content-[')']">{camp.reviewsCount}</dd>
          </div>
        </dl>
        <dl className="space-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <ClockIcon />
            <dt className="sr-only">{MESSAGES.schedule.datesLabel}</dt>
            <dd className="min-w-0">
              <CampDates camp={camp} />
            </dd>
          </div>
          {camp.location && (
            <div className="flex items-center gap-1.5">
              <PinIcon />
              <dt className="sr-only">{MESSAGES.schedule.cityLabel}</dt>
              <dd className={`min-w-0 ${WRAP}`}>{camp.location.city}</dd>
            </div>
          )}
          <SeatsFact camp={camp} className="ps-5.5" />
        </dl>
        <p className={`grow-0 line-clamp-3 text-sm text-base-content/80 ${WRAP}`}>{camp.description}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-base-content/80">
          <div className="basis-full">
            <dt className="text-xs font-medium text-base-content/70">{labels.professionals}</dt>
            <dd className={`text-base-content ${WRAP}`}>{camp.ingredients.join(", ")}</dd>
          </div>
          <div className="flex items-center gap-1">
            <PeopleIcon />
            <dt className="order-2">{labels.participants}</dt>
            <dd className="order-1 font-semibold text-base-content">{camp.likes}</dd>
          </div>
          <div className="flex items-center gap-1">
            <CalendarIcon />
            <dt>{labels.posted}</dt>
            <dd>{formatDate(camp.postTime)}</dd>
          </div>
          <div className="flex min-w-0 basis-full items-center gap-1">
            <PersonIcon />
            <dt>{MESSAGES.campCard.distributor}</dt>
            <dd className={`min-w-0 font-medium text-base-content ${WRAP}`}>{camp.distributor.name}</dd>
          </div>
        </dl>
        {actions && (
          <div className="card-actions mt-auto items-center justify-end border-t border-base-300 pt-3">{actions}</div>
        )}
      </div>
    </article>
  );
}
