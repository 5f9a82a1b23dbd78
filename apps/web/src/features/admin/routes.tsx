import type { RouteObject } from "react-router";

/** Children of /admin; each screen is its own lazy chunk (the layout checks the admin role first). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: { Component: async () => (await import("./admin-home-page")).AdminHomePage } },
  { path: "profile", lazy: { Component: async () => (await import("./admin-profile-page")).AdminProfilePage } },
  { path: "add-meal", lazy: { Component: async () => (await import("./add-camp-page")).AddCampPage } },
  {
    path: "add-upcomingmeal",
    lazy: { Component: async () => (await import("./upcoming-admin-page")).UpcomingAdminPage },
  },
  { path: "serve-meal", lazy: { Component: async () => (await import("./serve-camp-page")).ServeCampPage } },
  { path: "all-meal", lazy: { Component: async () => (await import("./manage-camps-page")).ManageCampsPage } },
  { path: "all-reviews", lazy: { Component: async () => (await import("./all-reviews-page")).AllReviewsPage } },
  { path: "manage-user", lazy: { Component: async () => (await import("./manage-users-page")).ManageUsersPage } },
];
