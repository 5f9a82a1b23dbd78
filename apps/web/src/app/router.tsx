import { createBrowserRouter, type RouteObject } from "react-router";
import { ComingSoon } from "../components/coming-soon";
import { Loading } from "../components/loading";
import { RouteError } from "../components/route-error";
import { HomePage } from "../features/camps/home-page";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

/** A route whose screen a later change builds; replace `element` with the real page. */
function pending(path: string, title: string): RouteObject {
  return { path, element: <ComingSoon title={title} /> };
}

/** The route table of SPEC §2, in one place. */
export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomePage },
      pending("meals", "All Camps"),
      pending("meal/:id", "Camp details"),
      pending("upcoming-meals", "Upcoming Camping"),
      pending("payments", "Checkout"),
      pending("auth/login", "Login"),
      pending("auth/register", "Register"),
    ],
  },
  {
    path: "user",
    lazy: { Component: async () => (await import("./layouts/user-layout")).UserLayout },
    HydrateFallback: Loading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <ComingSoon title="User Dashboard" /> },
      pending("profile", "My Profile"),
      pending("meals", "My Meal Requests"),
      pending("reviews", "My Reviews"),
      pending("history", "Payment History"),
    ],
  },
  {
    path: "admin",
    lazy: { Component: async () => (await import("./layouts/admin-layout")).AdminLayout },
    HydrateFallback: Loading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <ComingSoon title="Admin Dashboard" /> },
      pending("profile", "Admin Profile"),
      pending("add-meal", "Add camp"),
      pending("add-upcomingmeal", "Add Upcoming Camp"),
      pending("serve-meal", "Serve Camp"),
      pending("all-meal", "All Camps"),
      pending("all-reviews", "All Reviews"),
      pending("manage-user", "Manage Users"),
    ],
  },
  { path: "*", Component: NotFoundPage },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
