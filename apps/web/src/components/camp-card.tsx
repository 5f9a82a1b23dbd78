import type { Meal } from "@medcamp/contract";
import type { ReactNode } from "react";

export type CampCardLabels = { fee: string; professionals: string; participants: string; posted: string };

type Props = {
  camp: Pick<
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
  >;
  /** Labels differ between All Camps and Upcoming Camping (product.md §2). */
  labels?: CampCardLabels;
  headingLevel?: 1 | 2 | 3;
  actions?: ReactNode;
  /** The detail page shows the whole description and loads its image at once. */
  detail?: boolean;
  /** In the first screenful (the first cards of a list): the image loads at once instead of lazily. */
  eager?: boolean;
};

const DEFAULT_LABELS: CampCardLabels = {
  fee: "Camp fees",
  professionals: "Healthcare professionals",
  participants: "Participants",
  posted: "Posted",
};

/** Dollars: whole amounts as they are ("$15"), others with cents ("$12.50"). */
export const formatFee = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

// One formatter for every card: toLocaleDateString would build a new one per call, which is slow on phones.
const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

export const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** A camp as lists show it: image, title, category, description, fee, professionals, rating, counts, date. */
export function CampCard({
  camp,
  labels = DEFAULT_LABELS,
  headingLevel = 3,
  actions,
  detail = false,
  eager = detail,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card h-full bg-base-100 shadow-sm ring-1 ring-base-300">
      <figure className="aspect-[8/5] bg-base-200">
        <img
          src={camp.image}
          alt={camp.title}
          loading={eager ? "eager" : "lazy"}
          width={800}
          height={500}
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-4">
        <Heading className="card-title text-lg leading-snug">{camp.title}</Heading>
        <span className="badge badge-secondary badge-outline">Category: {camp.category}</span>
        <p className={`grow-0 text-sm text-base-content/80 ${detail ? "" : "line-clamp-3"}`}>{camp.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="font-medium">{labels.fee}</dt>
          <dd>{formatFee(camp.price)}</dd>
          <dt className="font-medium">{labels.professionals}</dt>
          <dd>{camp.ingredients.join(", ")}</dd>
          <dt className="font-medium">Rating</dt>
          <dd>{camp.rating.toFixed(1)} / 5</dd>
          <dt className="font-medium">Reviews</dt>
          <dd>{camp.reviewsCount}</dd>
          <dt className="font-medium">{labels.participants}</dt>
          <dd>{camp.likes}</dd>
          <dt className="font-medium">{labels.posted}</dt>
          <dd>{formatDate(camp.postTime)}</dd>
          <dt className="font-medium">Distributor</dt>
          <dd>{camp.distributor.name}</dd>
        </dl>
        {actions && <div className="card-actions mt-auto justify-end pt-2">{actions}</div>}
      </div>
    </article>
  );
}
