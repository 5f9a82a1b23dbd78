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
export const PACKAGE_NAMES = PACKAGES.map((p) => p.name) as [PackageName, ...PackageName[]];
export const CURRENCY = "usd";

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
export const PACKAGE_STORAGE_KEY = "medcamp.package";

export const REQUEST_STATUSES = ["pending", "delivered"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

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
} as const;

export const DEMO_ADMIN = { email: "admin@medcamp.dev", password: "CampAdmin1" } as const;
