import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { Loading } from "../components/feedback/loading";
import { RouteError } from "../components/feedback/route-error";
import { ALL_CAMPS_PAGE_SIZE, allCampsView } from "../features/camps/all-camps-first-view";
import { campQueryOptions } from "../lib/get-camp";
import { campPagesQueryOptions } from "../lib/get-camps";
import { type GuardHandle, RequireAdmin, RequireUser } from "./guards";
import { MainLayout } from "./layouts/main-layout";
import { withLoadFailures, withPageErrors } from "./page-errors";
import { withTexts } from "../i18n/active-locale";

const explainDenied: GuardHandle = { explainDenied: true };

export interface RouteOptions {
  /** The loaders wait for the data they start (server rendering) instead of only starting it (the browser). */
  awaitData?: boolean;
}

/**
 * The route table of product.md §2, in one place: paths, guards and the lazy chunks of the screens. Every screen,
 * the user area and the admin area (layout and pages) load lazily, each page with only what it needs (a camp's page
 * does not load Home's sections). The public pages' texts come with the app (the catalogue's `main` part, ADR 022);
 * every other screen brings its own (`pages`, and `admin` or `legal`) with its chunk.
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
        {
          index: true,
          lazy: { Component: async () => (await import("../features/camps/home-page")).HomePage },
        },
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
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/upcoming/upcoming-page"), "pages")).UpcomingPage,
          },
        },
        {
          path: "payments",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/payments/checkout-page"), "pages")).CheckoutPage,
          },
        },
        {
          path: "auth/login",
          lazy: { Component: async () => (await withTexts(import("../features/auth/login-page"), "pages")).LoginPage },
        },
        {
          path: "auth/register",
          lazy: {
            Component: async () => (await withTexts(import("../features/auth/register-page"), "pages")).RegisterPage,
          },
        },
        {
          path: "auth/forgot-password",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/auth/forgot-password-page"), "pages")).ForgotPasswordPage,
          },
        },
        {
          path: "auth/reset-password",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/auth/reset-password-page"), "pages")).ResetPasswordPage,
          },
        },
        // Issue 21: a ticket and the check-in page still open with no network once opened online, so they decide
        // themselves who may see them (the user and admin guards wait for a session answer only the network gives).
        {
          path: "user/tickets/:requestId",
          lazy: {
            Component: async () => (await withTexts(import("../features/tickets/ticket-page"), "pages")).TicketPage,
          },
        },
        {
          path: "admin/check-in/:mealId",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/check-in/check-in-page"), "pages", "admin")).CheckInPage,
          },
        },
        // Issue 39: the camp clinic's stations, for admins and the camp's staff with a station role (the page asks
        // GET /me/staff for the role, as the check-in page lets the server decide).
        {
          path: "admin/clinic/:mealId",
          lazy: {
            Component: async () => (await withTexts(import("./clinic-route"), "pages", "admin", "clinic")).ClinicRoute,
          },
        },
        // Issue 40: a camp's stock, for its pharmacists and doctors and admins (the server decides who may read it).
        {
          path: "admin/clinic/:mealId/stock",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/clinic/stock/stock-page"), "pages", "admin", "clinic")).StockPage,
          },
        },
        // Issue 39: a signed visit's summary, printable on A5, for the camp's doctors and admins and for the person
        // (the page and the server decide who may read it, as the clinic page does).
        {
          path: "visits/:visitId/summary",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/clinic/summary/visit-summary-page"), "clinic")).VisitSummaryPage,
          },
        },
        // Issue 40: a referral's slip, printable on A5 (the camp's doctors and admins, the person: the page and the
        // server decide); the coordinator's list of a camp's referrals (admins, the camp's doctors and desk, so
        // outside the admin guard like the clinic); and the receiving facility's confirmation page, which needs no
        // account (the signed token in its link is the credential).
        {
          path: "referrals/:referralId/slip",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/clinic/referrals/slip-page"), "clinic")).SlipPage,
          },
        },
        {
          path: "referrals/confirm/:token",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/clinic/referrals/confirm-page"), "clinic")).ConfirmPage,
          },
        },
        // Issue 40: a visit summary link, opened on the person's phone with no account (the signed token and a code
        // texted to their number are the credential).
        {
          path: "s/:token",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/clinic/summary/link-page"), "clinic")).SummaryLinkPage,
          },
        },
        // Issue 41: a camp's report, for admins and the camp's doctors (the server decides, as for the stock).
        {
          path: "admin/clinic/:mealId/report",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/camp-report/camp-report-page"), "admin", "clinic", "report"))
                .CampReportPage,
          },
        },
        {
          path: "admin/clinic/:mealId/referrals",
          lazy: {
            Component: async () => (await withTexts(import("./referrals-route"), "clinic")).ReferralsRoute,
          },
        },
        // Beyond product.md §2: the pages the footer's Legal group links to.
        {
          path: "privacy",
          lazy: {
            Component: async () => (await withTexts(import("../features/legal/privacy-page"), "legal")).PrivacyPage,
          },
        },
        {
          path: "terms",
          lazy: { Component: async () => (await withTexts(import("../features/legal/terms-page"), "legal")).TermsPage },
        },
        // Issue 19: the pages the newsletter's confirmation link and every optional e-mail's unsubscribe link open.
        {
          path: "newsletter/confirm",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/newsletter/confirm-page"), "pages")).NewsletterConfirmPage,
          },
        },
        {
          path: "unsubscribe",
          lazy: {
            Component: async () =>
              (await withTexts(import("../features/newsletter/unsubscribe-page"), "pages")).UnsubscribePage,
          },
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
          lazy: { Component: async () => (await withTexts(import("./layouts/user-layout"), "pages")).UserLayout },
          children: withPageErrors([
            {
              index: true,
              lazy: { Component: async () => (await withTexts(import("./welcome-route"), "pages")).WelcomeRoute },
            },
            {
              path: "profile",
              lazy: { Component: async () => (await withTexts(import("./profile-route"), "pages")).ProfileRoute },
            },
            {
              path: "meals",
              lazy: {
                Component: async () => (await withTexts(import("./my-requests-route"), "pages")).MyRequestsRoute,
              },
            },
            {
              path: "reviews",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/dashboard/my-reviews-page"), "pages")).MyReviewsPage,
              },
            },
            {
              path: "history",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/dashboard/payment-history-page"), "pages")).PaymentHistoryPage,
              },
            },
            // Issue 39: "My health record", the person's clinic visits and who read their record (the clinic's part
            // of the catalogue holds its texts).
            {
              path: "health",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/clinic/record/health-record-page"), "pages", "clinic"))
                    .HealthRecordPage,
              },
            },
            {
              path: "notifications",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/notifications/notifications-page"), "pages")).NotificationsPage,
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
          lazy: {
            Component: async () => (await withTexts(import("./layouts/admin-layout"), "pages")).AdminLayout,
          },
          children: withPageErrors([
            {
              index: true,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/common/admin-home-page"), "pages", "admin")).AdminHomePage,
              },
            },
            {
              path: "profile",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/users/admin-profile-page"), "pages", "admin"))
                    .AdminProfilePage,
              },
            },
            {
              path: "add-meal",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/camps/add-camp-page"), "pages", "admin")).AddCampPage,
              },
            },
            {
              path: "add-upcomingmeal",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/upcoming/upcoming-admin-page"), "pages", "admin"))
                    .UpcomingAdminPage,
              },
            },
            {
              path: "serve-meal",
              lazy: {
                Component: async () => (await withTexts(import("./serve-camp-route"), "pages", "admin")).ServeCampRoute,
              },
            },
            {
              path: "all-meal",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("./manage-camps-route"), "pages", "admin")).ManageCampsRoute,
              },
            },
            {
              path: "all-reviews",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/reviews/all-reviews-page"), "pages", "admin"))
                    .AllReviewsPage,
              },
            },
            {
              path: "manage-user",
              lazy: {
                Component: async () =>
                  (await withTexts(import("./manage-users-route"), "pages", "admin")).ManageUsersRoute,
              },
            },
            {
              path: "outbox",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/outbox/outbox-page"), "pages", "admin")).OutboxPage,
              },
            },
            {
              path: "audit",
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/admin/audit/audit-page"), "pages", "admin")).AuditPage,
              },
            },
            // Issue 41: the report over a range of dates, and the mapping of its figures to DHIS2 (the clinic's part
            // names the stations).
            {
              path: "camp-reports",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/camp-report/range-report-page"), "admin", "clinic", "report"))
                    .RangeReportPage,
              },
            },
            {
              path: "dhis2-mapping",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (await withTexts(import("../features/camp-report/dhis2-mapping-page"), "admin", "clinic", "report"))
                    .Dhis2MappingPage,
              },
            },
            // Issue 39: a camp's clinic settings (its stations, screening tests and medicines), with the clinic's texts.
            {
              path: "clinic/:mealId/settings",
              handle: explainDenied,
              lazy: {
                Component: async () =>
                  (
                    await withTexts(
                      import("../features/clinic/settings/clinic-settings-page"),
                      "pages",
                      "admin",
                      "clinic",
                    )
                  ).ClinicSettingsPage,
              },
            },
          ]),
        },
      ]),
    },
    {
      path: "*",
      lazy: { Component: async () => (await withTexts(import("./not-found-page"), "pages")).NotFoundPage },
    },
  ];
}

export const routes = appRoutes();
