import type { CategoryFilter } from "@medcamp/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { UserSearch } from "../components/list/user-search-form";

/**
 * Every query key of the app, so that a screen that changes data and the screens that show it agree on the keys.
 * A key starts with one of these roots; invalidating a root refreshes everything under it.
 */
const ROOT = {
  session: "session",
  isAdmin: "is-admin",
  appConfig: "app-config",
  paymentIntent: "payment-intent",
  camps: "meals",
  reviewedCamps: "reviewed-meals",
  upcoming: "upcoming-meals",
  admin: "admin",
  ownData: "dashboard",
} as const;

/** What the public camp lists filter by (GET /api/meals query, without paging). */
export type CampFilters = {
  category?: CategoryFilter;
  priceRange?: { min: number; max: number };
  search?: string;
};

export const sessionKeys = {
  session: [ROOT.session] as const,
  isAdminAll: [ROOT.isAdmin] as const,
  isAdmin: (email: string | undefined) => [ROOT.isAdmin, email] as const,
};

/** Public facts about the deployment, read by the login page and the checkout alike. */
export const appConfigKey = [ROOT.appConfig] as const;

export const paymentIntentKey = (packageName: string | undefined, email: string | undefined) =>
  [ROOT.paymentIntent, packageName, email] as const;

const CAMP_DETAIL = "detail";

/** The camp lists and details, public and admin alike, so a change to a camp refreshes every one of them. */
export const campKeys = {
  all: [ROOT.camps] as const,
  firstPage: (filters: CampFilters, limit: number) => [...campKeys.all, "first-page", filters, limit] as const,
  pages: (filters: CampFilters, limit: number) => [...campKeys.all, "pages", filters, limit] as const,
  detail: (id: string) => [...campKeys.all, CAMP_DETAIL, id] as const,
  /** The cities camps take place in (All Camps' city filter): any camp change may change them. */
  cities: () => [...campKeys.all, "cities"] as const,
  /** True for one camp's detail, false for the lists. */
  isDetail: (queryKey: QueryKey) => queryKey[0] === ROOT.camps && queryKey[1] === CAMP_DETAIL,
};

/**
 * The upcoming camps: the admin's plain list sits at the root itself, the public page's "Load more" pages below it,
 * so invalidating the root refreshes both.
 */
export const upcomingKeys = {
  all: [ROOT.upcoming] as const,
  pages: () => [...upcomingKeys.all, "pages"] as const,
  pagesOf: (limit: number) => [...upcomingKeys.pages(), limit] as const,
};

/** The admin screens; the camp tables sit under the public camp roots so a change made here refreshes those too. */
export const adminKeys = {
  all: [ROOT.admin] as const,
  profile: (email: string) => [...adminKeys.all, "profile", email] as const,
  camps: (sortBy: string, page: number, limit: number) => [...campKeys.all, "admin", sortBy, page, limit] as const,
  reviewed: (page: number, limit: number) => [ROOT.reviewedCamps, page, limit] as const,
  upcoming: upcomingKeys.all,
  requests: () => [...adminKeys.all, "requests"] as const,
  requestPage: (search: UserSearch, page: number, limit: number, status = "all") =>
    [...adminKeys.requests(), search, page, limit, status] as const,
  users: () => [...adminKeys.all, "users"] as const,
  userPage: (search: UserSearch, page: number, limit: number) => [...adminKeys.users(), search, page, limit] as const,
  /** The overview's figures and chart series (issue 23). */
  overview: () => [...adminKeys.all, "overview"] as const,
  /** The audit log (issue 23): a page of entries under some filters. */
  audit: (filters: object, page: number, limit: number) => [...adminKeys.all, "audit", filters, page, limit] as const,
  /** The mail outbox (issue 19): every e-mail the product wrote, newest first. */
  outbox: (page: number, limit: number) => [...adminKeys.all, "outbox", page, limit] as const,
  /** How many addresses subscribe to the newsletter (confirmed) and wait for their confirmation (issue 19). */
  newsletter: () => [...adminKeys.all, "newsletter"] as const,
  /** A mutation key: the upcoming camps being published right now. */
  publishUpcoming: [ROOT.admin, "publish-upcoming"] as const,
};

/**
 * The signed-in user's own data (the dashboard's lists, the profile badge, the payment history), which other
 * screens change too: joining or reviewing a camp, buying a package.
 */
export const ownDataKeys = {
  all: [ROOT.ownData] as const,
  profile: (email: string) => [...ownDataKeys.all, "profile", email] as const,
  payments: (email: string) => [...ownDataKeys.all, "payments", email] as const,
  /** The user's package as a subscription: its period, renewal and any scheduled change (issue 20). */
  subscription: (email: string) => [...ownDataKeys.all, "subscription", email] as const,
  /**
   * What choosing a package means now (buy, renew, upgrade, downgrade, held), apart from the subscription: a purchase
   * refreshes the subscription without re-pricing the checkout that made it.
   */
  subscriptionQuote: (email: string, packageName: string) =>
    [...ownDataKeys.all, "subscription-quote", email, packageName] as const,
  requests: (email: string) => [...ownDataKeys.all, "requests", email] as const,
  requestPage: (email: string, page: number, limit: number) => [...ownDataKeys.requests(email), page, limit] as const,
  reviews: (email: string) => [...ownDataKeys.all, "reviews", email] as const,
  reviewPage: (email: string, page: number, limit: number) => [...ownDataKeys.reviews(email), page, limit] as const,
  /** The user's personal calendar feed URL (issue 18). */
  calendarFeed: (email: string) => [...ownDataKeys.all, "calendar-feed", email] as const,
  /** Whether the user's account e-mail subscribes to the newsletter (issue 19). */
  newsletter: (email: string) => [...ownDataKeys.all, "newsletter", email] as const,
  /** The user's standing with each camp (their request and review of it, GET /api/meals/:id/mine). */
  campStates: (email: string) => [...ownDataKeys.all, "camp-state", email] as const,
  campState: (email: string, campId: string) => [...ownDataKeys.campStates(email), campId] as const,
  /** In-app notifications (issue 19): the list's pages and the bell's unread count, refreshed together. */
  notifications: (email: string) => [...ownDataKeys.all, "notifications", email] as const,
  notificationPage: (email: string, page: number, limit: number) =>
    [...ownDataKeys.notifications(email), "page", page, limit] as const,
  unreadCount: (email: string) => [...ownDataKeys.notifications(email), "unread"] as const,
  notificationPreferences: (email: string) => [...ownDataKeys.all, "notification-preferences", email] as const,
  /** How MedCamp reaches the user (e-mail, SMS or both) and their phone number's verification (issue 40). */
  contact: (email: string) => [...ownDataKeys.all, "contact", email] as const,
  /** "My health record" (issue 39): the person's clinic visits, and who read their record. */
  healthVisits: (email: string) => [...ownDataKeys.all, "health-visits", email] as const,
  healthReads: (email: string) => [...ownDataKeys.all, "health-reads", email] as const,
};

/** Everything a camp change can show up in: camp lists and details, reviews, requests, profiles, dashboards. */
const CAMP_DATA_ROOTS = [campKeys.all, [ROOT.reviewedCamps], upcomingKeys.all, adminKeys.all, ownDataKeys.all] as const;

/** Refetches (when shown) or marks stale every list a camp change can affect; the session is left alone. */
export function invalidateCampData(queryClient: QueryClient) {
  return Promise.all(CAMP_DATA_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
