import type { MealDetail, UpcomingMeal } from "@medcamp/contract";

/** A published camp's schedule fields when it has no dates, place or seat limit and nobody joined (issue 18). */
export const UNSCHEDULED = {
  startsAt: null,
  endsAt: null,
  timezone: null,
  location: null,
  capacity: null,
  seatsTaken: 0,
  seatsLeft: null,
  waitlistCount: 0,
} as const;

/**
 * A camp's detail answer for component tests: no reviews, no likes by the reader, no dates, place or seat limit
 * (issue 18); override what a test needs.
 */
export function sampleCamp(overrides: Partial<MealDetail> = {}): MealDetail {
  return {
    _id: "c1",
    title: "Heart Health Week",
    category: "7days",
    image: "https://example.org/heart.jpg",
    ingredients: ["Cardiologist"],
    description: "Checks for every heart.",
    price: 0,
    postTime: "2026-01-01T00:00:00.000Z",
    distributor: { name: "Dr. Lee", email: "lee@example.org" },
    rating: 0,
    likes: 4,
    reviewsCount: 0,
    ...UNSCHEDULED,
    likedby: [],
    reviews: [],
    ...overrides,
  };
}

/**
 * An upcoming camp's answer (product.md §7): sampleCamp's camp, without seats or reviews, waiting to be published;
 * override what a test needs.
 */
export function sampleUpcomingCamp(overrides: Partial<UpcomingMeal> = {}): UpcomingMeal {
  const { seatsTaken: _taken, seatsLeft: _left, waitlistCount: _waiting, reviews: _reviews, ...camp } = sampleCamp();
  return { ...camp, status: "pending", ...overrides };
}

/** A dated, located camp with a seat limit: Dhaka, three days from Tue, Dec 1, 2099 9:00 local (UTC+6), with 40 seats of which 28 are taken. */
export const datedCamp: Partial<MealDetail> = {
  startsAt: "2099-12-01T09:00:00+06:00",
  endsAt: "2099-12-04T09:00:00+06:00",
  timezone: "Asia/Dhaka",
  location: { venue: "Community Hall", address: "12 Lake Road", city: "Dhaka", country: "Bangladesh" },
  capacity: 40,
  seatsTaken: 28,
  seatsLeft: 12,
  waitlistCount: 0,
};
