import type { RouteObject } from "react-router";
import { HomePage } from "./home-page";

/** Public camp screens: Home (in the first chunk), All Camps and Camp detail (lazy). */
export const campRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: "meals", lazy: { Component: async () => (await import("./all-camps-page")).AllCampsPage } },
  { path: "meal/:id", lazy: { Component: async () => (await import("./camp-detail-page")).CampDetailPage } },
];
