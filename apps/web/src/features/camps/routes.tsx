import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";
import { HomePage } from "./home-page";

/** Public camp screens: Home, All Camps, Camp detail. */
export const campRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  pendingRoute("meals", "All Camps"),
  pendingRoute("meal/:id", "Camp details"),
];
