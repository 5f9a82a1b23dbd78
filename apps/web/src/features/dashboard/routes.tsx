import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";

/** Children of /user (the user area layout is lazy-loaded by the app router). */
export const dashboardRoutes: RouteObject[] = [
  pendingRoute(undefined, "User Dashboard"),
  pendingRoute("profile", "My Profile"),
  pendingRoute("meals", "My Meal Requests"),
  pendingRoute("reviews", "My Reviews"),
  pendingRoute("history", "Payment History"),
];
