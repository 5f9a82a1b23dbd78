import type { Meal, MealInput, UpcomingMeal } from "@medcamp/contract";
import type { camps, upcomingCamps } from "../../db/schema/index.ts";
import { scheduleValues } from "./camp-schedule-sql.ts";

type CampRow = typeof camps.$inferSelect;
/** The columns published and upcoming camps share. */
type BaseRow = Omit<typeof upcomingCamps.$inferSelect, "status" | "publishedCampId">;
type CampBase = Omit<UpcomingMeal, "status" | "likedby">;

export function averageRating(ratingTotal: number, reviewsCount: number): number {
  return reviewsCount > 0 ? ratingTotal / reviewsCount : 0;
}

/** A stored camp row in the spec's shape (`_id`, `distributor {name, email}`, `rating` as the average), with its seats. */
export function toMeal(row: CampRow): Meal {
  return {
    ...toCampBase(row),
    seatsTaken: row.seatsTaken,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.seatsTaken),
    waitlistCount: row.waitlistCount,
    ...(row.priorityUntil ? { priorityUntil: row.priorityUntil.toISOString() } : {}),
  };
}

/** The fields published and upcoming camps share, schedule and place included. */
export function toCampBase(row: BaseRow): CampBase {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as Meal["category"],
    image: row.image,
    ingredients: row.ingredients,
    description: row.description,
    price: Number(row.price),
    postTime: row.postTime.toISOString(),
    distributor: { name: row.distributorName, email: row.distributorEmail },
    rating: averageRating(row.ratingTotal, row.reviewsCount),
    likes: row.likes,
    reviewsCount: row.reviewsCount,
    ...toSchedule(row),
  };
}

/** A stored camp's schedule and place as every camp answer carries them (issue 18). */
function toSchedule(row: BaseRow) {
  const { venue, address, city, country, lat, lng } = row;
  return {
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    timezone: row.timezone,
    location:
      venue === null || address === null || city === null || country === null
        ? null
        : { venue, address, city, country, ...(lat !== null && lng !== null ? { lat, lng } : {}) },
    capacity: row.capacity,
  };
}

/** The place columns of a location, all null for none. */
export function locationValues(location: MealInput["location"]) {
  return {
    venue: location?.venue ?? null,
    address: location?.address ?? null,
    city: location?.city ?? null,
    country: location?.country ?? null,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
  };
}

export interface Distributor {
  id: string;
  name: string;
  email: string;
}

/** The stored values of a new camp: the admin who adds it is its distributor. */
export const campValues = (input: MealInput, by: Distributor) => ({
  title: input.title,
  category: input.category,
  image: input.image,
  ingredients: input.ingredients,
  description: input.description,
  price: input.price,
  distributorName: by.name,
  distributorEmail: by.email,
  addedBy: by.id,
  ...scheduleValues(input.category, input.startsAt ?? null, input.timezone ?? null),
  ...locationValues(input.location),
  capacity: input.capacity ?? null,
});
