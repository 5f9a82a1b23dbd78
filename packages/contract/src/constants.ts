/** Business constants of product.md §9, shared by server and web. */

export const CATEGORIES = ["3days", "7days", "10days"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_FILTERS = ["All", ...CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const PACKAGES = [
  { name: "Platinum", price: 20, mostPopular: true },
  { name: "Gold", price: 15, mostPopular: false },
  { name: "Silver", price: 10, mostPopular: false },
] as const;
export type PackageName = (typeof PACKAGES)[number]["name"];
export const PACKAGE_NAMES = /* @__PURE__ */ PACKAGES.map((p) => p.name) as [PackageName, ...PackageName[]];
export const CURRENCY = "usd";

/**
 * Package ranks (issue 20): a higher rank is an upgrade (paid at once), a lower one a downgrade (at the period's
 * end). Waitlist priority is a separate, coarser order: Gold and Platinum members wait ahead of Silver members.
 */
export const PACKAGE_RANK: Record<PackageName, number> = { Platinum: 3, Gold: 2, Silver: 1 };
/** Members of these packages are placed ahead of everyone else on a full camp's waitlist. */
export const WAITLIST_PRIORITY_PACKAGES: readonly PackageName[] = ["Platinum", "Gold"];
/** Members of these packages may book a newly published camp's seats during its priority window. */
export const PRIORITY_BOOKING_PACKAGES: readonly PackageName[] = ["Platinum"];

/** The server's PRIORITY_BOOKING_HOURS unless configured otherwise. */
export const DEFAULT_PRIORITY_BOOKING_HOURS = 48;

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "ended"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function packageForPrice(price: number): (typeof PACKAGES)[number] | undefined {
  return PACKAGES.find((p) => p.price === price);
}

export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound for passwords (better-auth's maxPasswordLength; keeps hashing cheap to refuse). */
export const PASSWORD_MAX_LENGTH = 128;

export const PRICE_MIN_DEFAULT = 0;
export const PRICE_MAX_DEFAULT = 9999999999;

export const PAGE_START = 1;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_OPTIONS = [2, 5, 10, 20] as const;
export const OWN_REVIEWS_PAGE_SIZE_OPTIONS = [1, 2, 3, 5] as const;

export const TOTAL_CAMPAIGN_COUNTER = { end: 2613, durationSeconds: 16, delayMs: 100 } as const;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const PURCHASE_TOAST_AUTO_CLOSE_MS = 1500;
export const TOAST_POSITION = "top-right" as const;

export const THEME_STORAGE_KEY = "theme";
/** The light and dark themes (the page follows the system's preference until one is chosen). */
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** The chosen theme, also kept where the server reads it, so a page is rendered in it (ADR 025). */
export const THEME_COOKIE = "medcamp_theme";

/**
 * The public pages' forms that work without scripts (ADR 025): plain HTML form posts, each answered with a 303 to
 * the page it came from.
 */
export const PAGE_FORMS = {
  /** Home's newsletter box: `email`; answered on `/?newsletter={status}#newsletter`. */
  newsletter: "/newsletter",
  /** The theme switch: `theme` (light or dark) and `return`, the page to go back to. */
  theme: "/theme",
} as const;
/** The query name, on Home, of the newsletter box's answer to a form post, and its values. */
export const NEWSLETTER_STATUS_PARAM = "newsletter";
export const NEWSLETTER_FORM_STATUSES = ["sent", "invalid", "failed"] as const;
export type NewsletterFormStatus = (typeof NEWSLETTER_FORM_STATUSES)[number];
export const PACKAGE_STORAGE_KEY = "medcamp.package";

/**
 * A join request's life (issue 18): `pending` and `delivered` hold a seat, `waitlisted` waits for one (the earliest is
 * promoted to `pending` when a seat frees), `declined` was refused by an admin and holds nothing.
 */
export const REQUEST_STATUSES = ["pending", "delivered", "waitlisted", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The statuses that hold one of the camp's seats. */
export const SEAT_HOLDING_STATUSES = ["pending", "delivered"] as const satisfies readonly RequestStatus[];

/** How many days a camp of each category lasts: its end is its start plus these days, in its own time zone. */
export const CATEGORY_DAYS = { "3days": 3, "7days": 7, "10days": 10 } as const satisfies Record<Category, number>;

/** Largest capacity a camp may have. */
export const CAPACITY_MAX = 100_000;

export const PAYMENT_STATUS_PURCHASED = "purchased";

/** Upper bounds for text input, enforced by the server and mirrored by forms. */
export const LIMITS = {
  title: 120,
  description: 2000,
  ingredient: 80,
  ingredients: 20,
  url: 2048,
  comment: 1000,
  name: 100,
  email: 254,
  search: 100,
  priceMax: 100000,
  venue: 120,
  address: 200,
  city: 80,
  country: 80,
  timezone: 64,
  /** Why an admin declined a join request (issue 23), shown to its camper. */
  declineReason: 500,
} as const;

/** Most join requests one Serve Camp bulk action changes (issue 23): a page of the list is at most 50. */
export const BULK_REQUESTS_MAX = 100;

export const DEMO_ADMIN = { email: "admin@medcamp.dev", password: "CampAdmin1" } as const;

/**
 * The days a query may name: wide enough for any camp, payment or audit entry, and narrow enough that the day after
 * the last one is still a date the server and the database can hold (issue 37: `to=9999-12-31` answered 500).
 */
export const CALENDAR_DAYS = { first: "1900-01-01", last: "2999-12-31" } as const;
