import type { RouteObject } from "react-router";

/** Children of /user; each screen is its own lazy chunk. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: { Component: async () => (await import("./welcome-page")).WelcomePage } },
  { path: "profile", lazy: { Component: async () => (await import("./profile-page")).ProfilePage } },
  { path: "meals", lazy: { Component: async () => (await import("./my-requests-page")).MyRequestsPage } },
  { path: "reviews", lazy: { Component: async () => (await import("./my-reviews-page")).MyReviewsPage } },
  { path: "history", lazy: { Component: async () => (await import("./payment-history-page")).PaymentHistoryPage } },
];
