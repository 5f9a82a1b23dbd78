import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "./accounts.ts";

export type Role = "visitor" | "camper" | "admin";

/** The seeded accounts the screens are seen as (README "Demo accounts"); only read, never changed. */
export const SEEN_AS: Record<Exclude<Role, "visitor">, { email: string; password: string; name: string }> = {
  camper: { email: "sara@medcamp.dev", password: DEMO_PASSWORD, name: "Sara Ahmed" },
  admin: { email: "admin@medcamp.dev", password: "CampAdmin1", name: "MedCamp Admin" },
};

/** Demo camps the detail screens show: one with reviews, one without (read from the API at the start). */
export interface DemoCamps {
  reviewed: { _id: string; title: string };
  unreviewed: { _id: string; title: string };
}

export interface Screen {
  /** Stable file-safe name, e.g. "camp-detail" (screenshots are named `{name}-{theme}-{size}.png`). */
  name: string;
  role: Role;
  path: (camps: DemoCamps) => string;
  /** The document title the screen sets. */
  title: (camps: DemoCamps) => string;
  /** The accessible name of the screen's one level-1 heading; the screen is ready once it shows. */
  heading: (camps: DemoCamps) => string;
  /** Lists answer empty (page.route stand-ins, see empty-lists.ts): the screen's empty state. */
  empty?: boolean;
  /** localStorage entries (null removes one) the screen needs, e.g. the package chosen for checkout. */
  storage?: Record<string, string | null>;
  /** Left out of `npm run screenshots` (a variant that looks like another screen). */
  noScreenshot?: boolean;
}

const fixed = (text: string) => () => text;
const at = (
  name: string,
  role: Role,
  path: string,
  title: string,
  heading: string,
  extra: Partial<Screen> = {},
): Screen => ({ name, role, path: fixed(path), title: fixed(title), heading: fixed(heading), ...extra });
const emptyOf = (screen: Screen): Screen => ({ ...screen, name: `${screen.name}-empty`, empty: true });

const goldChosen = { [PACKAGE_STORAGE_KEY]: JSON.stringify({ name: "Gold", price: 15 }) };
const nothingChosen = { [PACKAGE_STORAGE_KEY]: null };

const home = at("home", "visitor", "/", "MedCamp · Health camps near you", "Health camps that fit your life");
const camps = at("camps", "visitor", "/meals", "All Camps · MedCamp", "All Camps");
const upcoming = at("upcoming", "visitor", "/upcoming-meals", "Upcoming Camping · MedCamp", "Upcoming Camping");
const requests = at("requests", "camper", "/user/meals", "Camp Request · MedCamp", "My Meal Requests");
const reviews = at("reviews", "camper", "/user/reviews", "User Reviews · MedCamp", "My Reviews");
const history = at("history", "camper", "/user/history", "Payment History · MedCamp", "Payment History");
const adminUpcoming = at(
  "admin-upcoming",
  "admin",
  "/admin/add-upcomingmeal",
  "Add Upcoming Camp · MedCamp",
  "Upcoming Camps",
);
const adminServe = at("admin-serve", "admin", "/admin/serve-meal", "Serve Camp · MedCamp", "Serve Camp");
const adminCamps = at("admin-camps", "admin", "/admin/all-meal", "All Camps · Admin · MedCamp", "All Camps");
const adminReviews = at("admin-reviews", "admin", "/admin/all-reviews", "All Reviews · MedCamp", "All Reviews");
const adminUsers = at("admin-users", "admin", "/admin/manage-user", "Manage Users · MedCamp", "Manage Users");
const notifications = at("notifications", "camper", "/user/notifications", "Notifications · MedCamp", "Notifications");
const adminOutbox = at("admin-outbox", "admin", "/admin/outbox", "Outbox · MedCamp", "Outbox");
const adminAudit = at("admin-audit", "admin", "/admin/audit", "Audit log · MedCamp", "Audit log");

/**
 * Every screen of product.md §2 (plus /privacy and /terms) as visitor, camper and admin where the screen differs, with
 * data and, where that changes the screen, empty. The accessibility, layout and screenshot runs all walk this list.
 */
export const SCREENS: readonly Screen[] = [
  home,
  emptyOf(home),
  camps,
  emptyOf(camps),
  {
    name: "camp-detail",
    role: "visitor",
    path: (c) => `/meal/${c.reviewed._id}`,
    title: (c) => `${c.reviewed.title} · MedCamp`,
    heading: (c) => c.reviewed.title,
  },
  upcoming,
  emptyOf(upcoming),
  at("login", "visitor", "/auth/login", "Login · MedCamp", "Login"),
  at("register", "visitor", "/auth/register", "Register · MedCamp", "Register"),
  at("privacy", "visitor", "/privacy", "Privacy Policy · MedCamp", "Privacy Policy"),
  at("terms", "visitor", "/terms", "Terms of Use · MedCamp", "Terms of Use"),
  at("not-found", "visitor", "/no-such-page", "Page not found · MedCamp", "This page does not exist."),
  at(
    "camp-unavailable",
    "visitor",
    "/meal/00000000-0000-4000-8000-000000000000",
    "This camp isn't available · MedCamp",
    "This camp isn't available",
  ),

  { ...home, name: "home-camper", role: "camper", noScreenshot: true },
  {
    name: "camp-detail-camper",
    role: "camper",
    path: (c) => `/meal/${c.unreviewed._id}`,
    title: (c) => `${c.unreviewed.title} · MedCamp`,
    heading: (c) => c.unreviewed.title,
  },
  at("checkout", "camper", "/payments", "Checkout · MedCamp", "Checkout", { storage: goldChosen }),
  at("checkout-no-package", "camper", "/payments", "Checkout · MedCamp", "Choose a package first", {
    storage: nothingChosen,
  }),
  at("dashboard", "camper", "/user", "User Dashboard · MedCamp", "Welcome, Sara Ahmed"),
  at("profile", "camper", "/user/profile", "My Profile · MedCamp", "My Profile"),
  requests,
  emptyOf(requests),
  reviews,
  emptyOf(reviews),
  history,
  emptyOf(history),
  notifications,
  emptyOf(notifications),
  at("admin-denied", "camper", "/admin/add-meal", "Admins only · MedCamp", "Admins only"),

  at("admin", "admin", "/admin", "Admin Dashboard · MedCamp", "Welcome, MedCamp Admin"),
  at("admin-profile", "admin", "/admin/profile", "Admin Profile · MedCamp", "Admin Profile"),
  at("admin-add-camp", "admin", "/admin/add-meal", "Add camp · MedCamp", "Add camp"),
  adminUpcoming,
  emptyOf(adminUpcoming),
  adminServe,
  emptyOf(adminServe),
  adminCamps,
  emptyOf(adminCamps),
  adminReviews,
  emptyOf(adminReviews),
  adminUsers,
  emptyOf(adminUsers),
  adminOutbox,
  emptyOf(adminOutbox),
  adminAudit,
  emptyOf(adminAudit),
];

export const screensOf = (role: Role) => SCREENS.filter((screen) => screen.role === role);

/**
 * The demo camps the detail screens use, read through the page's own session: seeded ones (their pictures are the
 * app's own), found among the most reviewed and the newest pages, as other files' journeys keep adding camps.
 */
export async function demoCamps(page: Page): Promise<DemoCamps> {
  type Listed = { _id: string; title: string; reviewsCount: number; image: string };
  const list = async (query: string) => {
    const res = await page.request.get(`/api/meals?category=All&limit=50&${query}`);
    return ((await res.json()) as { meals: Listed[] }).meals.filter((meal) => meal.image.startsWith("/images/"));
  };
  const reviewed = (await list("sortBy=reviewsCount")).find((meal) => meal.reviewsCount > 1);
  let unreviewed: Listed | undefined;
  for (let pageNumber = 1; !unreviewed && pageNumber <= 5; pageNumber++) {
    unreviewed = (await list(`page=${pageNumber}`)).find((meal) => meal.reviewsCount === 0);
  }
  if (!reviewed || !unreviewed) throw new Error("the demo seed must have camps with and without reviews");
  return { reviewed, unreviewed };
}
