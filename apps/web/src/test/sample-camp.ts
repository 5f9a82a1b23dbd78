import type { MealDetail } from "@medcamp/contract";

/** A camp's detail answer for component tests: no reviews, no likes by the reader; override what a test needs. */
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
    likedby: [],
    reviews: [],
    ...overrides,
  };
}
