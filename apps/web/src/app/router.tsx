import { createBrowserRouter, type RouteObject } from "react-router";
import { Loading } from "../components/loading";
import { RouteError } from "../components/route-error";
import { adminRoutes } from "../features/admin/routes";
import { authRoutes } from "../features/auth/routes";
import { campRoutes } from "../features/camps/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { paymentRoutes } from "../features/payments/routes";
import { upcomingRoutes } from "../features/upcoming/routes";
import { MainLayout } from "./layouts/main-layout";
import { NotFoundPage } from "./not-found-page";

/**
 * The route table of SPEC §2, in one place. Each feature owns the screens of its routes
 * (features/<feature>/routes.tsx); the user and admin areas are lazy-loaded chunks.
 */
export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    ErrorBoundary: RouteError,
    children: [...campRoutes, ...upcomingRoutes, ...paymentRoutes, ...authRoutes],
  },
  {
    path: "user",
    lazy: { Component: async () => (await import("./layouts/user-layout")).UserLayout },
    HydrateFallback: Loading,
    ErrorBoundary: RouteError,
    children: dashboardRoutes,
  },
  {
    path: "admin",
    lazy: { Component: async () => (await import("./layouts/admin-layout")).AdminLayout },
    HydrateFallback: Loading,
    ErrorBoundary: RouteError,
    children: adminRoutes,
  },
  { path: "*", Component: NotFoundPage },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
