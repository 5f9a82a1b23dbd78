import type { RouteObject } from "react-router";

export const upcomingRoutes: RouteObject[] = [
  { path: "upcoming-meals", lazy: { Component: async () => (await import("./upcoming-page")).UpcomingPage } },
];
