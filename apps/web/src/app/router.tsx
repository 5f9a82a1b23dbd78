import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { Loading } from "../components/feedback/loading";
import { RouteError } from "../components/feedback/route-error";
import { ALL_CAMPS_PAGE_SIZE, allCampsView } from "../features/camps/all-camps-first-view";
import { campQueryOptions } from "../lib/get-camp";
import { campPagesQueryOptions } from "../lib/get-camps";
import { HomePage } from "../features/camps/home-page";
import { type GuardHandle, RequireAdmin, RequireUser } from "./guards";
import { MainLayout } from "./layouts/main-layout";
import { withLoadFailures, withPageErrors } from "./page-errors";
import { NotFoundPage } from "./not-found-page";
import { type CatalogPart, loadCatalogPart } from "../i18n/active-locale";

/** A screen's chunk together with its part of the language's catalogue (ADR 022), so it renders in one language. */
const withPart = async <T,>(part: CatalogPart, screen: Promise<T>): Promise<T> =>
  (await Promise.all([screen, loadCatalogPart(part)]))[0];

const explainDenied: GuardHandle = { explainDenied: true };

export interface RouteOptions {
  /** The loaders wait for the data they start (server rendering) instead of only starting it (the browser). */
  awaitData?: boolean;
}

/**
 * The route table of product.md §2, in one place: paths, guards and the lazy chunks of the screens. Home is in the
 * first chunk; every other screen, the user area and the admin area (layout and pages) load lazily.
 */
export function appRoutes(queryClient?: QueryClient, { awaitData = false }: RouteOptions = {}): RouteObject[] {
  /** In the browser a loader starts the page's request and returns (the page shows it loading); on the server the
   * render waits for it (ADR 019). */
  const settle = async (prefetch: Promise<void> | undefined) => {
    if (awaitData) await prefetch;
    return null;
  };
  return [
    {
      Component: MainLayout,
      // A direct load of a lazy or loading screen (/meals, /meal/:id) shows the chrome while its chunk and data
      // arrive; the same component, so it stays mounted when the screen comes (and React Router has a fallback).
      HydrateFallback: MainLayout,
      ErrorBoundary: RouteError,
      children: withPageErrors([
        { index: true, Component: HomePage },
        {
          path: "meals",
          // The query the page will read for the URL's filters and page count (architecture.md §5).
          loader: ({ request }) => {
            const view = allCampsView(new URL(request.url).searchParams);
            if (!queryClient || view.matchesNothing) return null;
            return settle(
              queryClient.prefetchInfiniteQuery({
                ...campPagesQueryOptions(view.filters, ALL_CAMPS_PAGE_SIZE),
                pages: view.pages,
              }),
            );
          },
          lazy: { Component: async () => (await import("../features/camps/all-camps-page")).AllCampsPage },
        },
        {
          path: "meal/:id",
          // The camp is fetched while the page's chunk loads, not after (the page reads it from the query cache).
          loader: ({ params }) =>
            settle(queryClient && params.id ? queryClient.prefetchQuery(campQueryOptions(params.id)) : undefined),
          lazy: { Component: async () => (await import("./camp-detail-route")).CampDetailRoute },
        },
        {
          path: "upcoming-meals",
          lazy: { Component: async () => (await import("../features/upcoming/upcoming-page")).UpcomingPage },
        },
        {
          path: "payments",
          lazy: { Component: async () => (await import("../features/payments/checkout-page")).CheckoutPage },
        },
        {
          path: "auth/login",
          lazy: { Component: async () => (await import("../features/auth/login-page")).LoginPage },
        },
        {
          path: "auth/register",
          lazy: { Component: async () => (await import("../features/auth/register-page")).RegisterPage },
        },
        {
          path: "auth/forgot-password",
          lazy: {
            Component: async () => (await import("../features/auth/forgot-password-page")).ForgotPasswordPage,
          },
        },
        {
          path: "auth/reset-password",
          lazy: { Component: async () => (await import("../features/auth/reset-password-page")).ResetPasswordPage },
        },
        // Issue 21: a ticket and the check-in page still open with no network once opened online, so they decide
        // themselves who may see them (the user and admin guards wait for a session answer only the network gives).
        {
          path: "user/tickets/:requestId",
          lazy: { Component: async () => (await import("../features/tickets/ticket-page")).TicketPage },
        },
        {
          path: "admin/check-in/:mealId",
          lazy: {
            Component: async () => (await withPart("admin", import("../features/check-in/check-in-page"))).CheckInPage,
          },
        },
        // Issue 39: the camp clinic's stations, for admins and the camp's staff with a station role (the page asks
        // GET /me/staff for the role, as the check-in page lets the server decide).
        {
          path: "admin/clinic/:mealId",
          lazy: {
            Component: async () => (await withPart("clinic", withPart("admin", import("./clinic-route")))).ClinicRoute,
          },
        },
        // Beyond product.md §2: the pages the footer's Legal group links to.
        {
          path: "privacy",
          lazy: {
            Component: async () => (await withPart("legal", import("../features/legal/privacy-page"))).PrivacyPage,
          },
        },
        {
          path: "terms",
          lazy: { Component: async () => (await withPart("legal", import("../features/legal/terms-page"))).TermsPage },
        },
        // Issue 19: the pages the newsletter's confirmation link and every optional e-mail's unsubscribe link open.
        {
          path: "newsletter/confirm",
          lazy: {
            Component: async () => (await import("../features/newsletter/confirm-page")).NewsletterConfirmPage,
          },
        },
        {
          path: "unsubscribe",
          lazy: { Component: async () => (await import("../features/newsletter/unsubscribe-page")).UnsubscribePage },
        },
      ]),
    },
    {
      path: "user",
      Component: RequireUser,
      HydrateFallback: Loading,
      ErrorBoundary: RouteError,
      children: withLoadFailures([
        {
          lazy: { Component: async () => (await import("./layouts/user-layout")).UserLayout },
          children: withPageErrors([
            {
              index: true,
              lazy: { Component: async () => (await import("./welcome-route")).WelcomeRoute },
            },
            {
              path: "profile",
              lazy: { Component: async () => (await import("./profile-route")).ProfileRoute },
            },
            {
              path: "meals",
              lazy: { Component: async () => (await import("./my-requests-route")).MyRequestsRoute },
            },
            {
              path: "reviews",
              lazy: { Component: async () => (await import("../features/dashboard/my-reviews-page")).MyReviewsPage },
            },
            {
              path: "history",
              lazy: {
                Component: async () => (await import("../features/dashboard/payment-history-page")).PaymentHistoryPage,
              },
            },
            {
              path: "notifications",
              lazy: {
                Component: async () => (await import("../features/notifications/notifications-page")).NotificationsPage,
              },
            },
          ]),
        },
      ]),
    },
    {
      path: "admin",
      Component: RequireAdmin,
      HydrateFallback: Loading,
      ErrorBoundary: RouteError,
      children: withLoadFailures([
        {
          lazy: { Component: async () => (await withPart("admin", import("./layouts/admin-layout"))).AdminLayout },
          children: withPageErrors([
            {
              index: true,
              lazy: { Component: async () => (await import("../features/admin/common/admin-home-page")).AdminHomePage },
            },
            {
              path: "profile",
              handle: explainDenied,
              lazy: {
                Component: async () => (await import("../features/admin/users/admin-profile-page")).AdminProfilePage,
              },
            },
            {
              path: "add-meal",
              handle: explainDenied,
              lazy: { Component: async () => (await import("../features/admin/camps/add-camp-page")).AddCampPage },
            },
            {
              path: "add-upcomingmeal",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await import("../features/admin/upcoming/upcoming-admin-page")).UpcomingAdminPage,
              },
            },
            {
              path: "serve-meal",
              lazy: { Component: async () => (await import("./serve-camp-route")).ServeCampRoute },
            },
            {
              path: "all-meal",
              handle: explainDenied,
              lazy: { Component: async () => (await import("./manage-camps-route")).ManageCampsRoute },
            },
            {
              path: "all-reviews",
              lazy: {
                Component: async () => (await import("../features/admin/reviews/all-reviews-page")).AllReviewsPage,
              },
            },
            {
              path: "manage-user",
              lazy: { Component: async () => (await import("./manage-users-route")).ManageUsersRoute },
            },
            {
              path: "outbox",
              lazy: { Component: async () => (await import("../features/admin/outbox/outbox-page")).OutboxPage },
            },
            {
              path: "audit",
              lazy: { Component: async () => (await import("../features/admin/audit/audit-page")).AuditPage },
            },
            // Issue 39: a camp's clinic settings (its stations, screening tests and medicines), with the clinic's texts.
            {
              path: "clinic/:mealId/settings",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withPart("clinic", import("../features/clinic/settings/clinic-settings-page")))
                    .ClinicSettingsPage,
              },
            },
          ]),
        },
      ]),
    },
    { path: "*", Component: NotFoundPage },
  ];
}

export const routes = appRoutes();
