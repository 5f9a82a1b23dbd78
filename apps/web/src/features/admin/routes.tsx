import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";

/** Children of /admin (the admin area layout is lazy-loaded by the app router). */
export const adminRoutes: RouteObject[] = [
  pendingRoute(undefined, "Admin Dashboard"),
  pendingRoute("profile", "Admin Profile"),
  pendingRoute("add-meal", "Add camp"),
  pendingRoute("add-upcomingmeal", "Add Upcoming Camp"),
  pendingRoute("serve-meal", "Serve Camp"),
  pendingRoute("all-meal", "All Camps"),
  pendingRoute("all-reviews", "All Reviews"),
  pendingRoute("manage-user", "Manage Users"),
];
