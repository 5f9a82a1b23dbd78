import { flattenMessages } from "./flatten.ts";
import type { MessageTree } from "./message-tree.ts";

/**
 * The chunks every language's catalogue, English's included, is cut into for the browser (ADR 022); `server` texts
 * (e-mails) go in none.
 */
export const CATALOG_PARTS = ["main", "pages", "admin", "legal", "clinic", "report"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/**
 * The texts the app reads before any screen's chunk can bring its own (ADR 022, issue 38): what the public pages
 * (Home, All Camps, a camp's page) and the app's frame show, a visitor's first actions there included. Whole
 * namespaces or single messages. Every other screen loads the `pages` part with its chunk. main-part.test.ts (web)
 * keeps this list exact: every text those modules read is here, and nothing else is.
 */
const MAIN = new Set([
  "auth.adminCheckFailed",
  "auth.createUserFailed",
  "auth.notAuthorized",
  "camps.errorLater",
  "camps.somethingWrong",
  "camps.noCampsFound",
  "camps.listLoadFailedPrefix",
  "camps.searchResults",
  "camps.noCampFound",
  "camps.detailLoadFailed",
  "camps.mustLoginToLike",
  "camps.alreadyLiked",
  "camps.needSubscription",
  "camps.requestAlreadySent",
  "camps.requestFailed",
  "camps.mustLoginToRequest",
  "camps.unavailable",
  "camps.noReviewsYet",
  "tickets.verifiedAttendeeHint",
  "tickets.verifiedAttendee",
  "schedule.fromAfterTo",
  "schedule.datesLabel",
  "schedule.cityLabel",
  "schedule.datesToBeAnnounced",
  "schedule.seatsLeft",
  "schedule.full",
  "schedule.statusLabel",
  "schedule.seatsLabel",
  "schedule.ended",
  "schedule.allCities",
  "schedule.newest",
  "schedule.soonestFirst",
  "schedule.sortBy",
  "schedule.whenLabel",
  "schedule.whenChoices",
  "schedule.fromLabel",
  "schedule.toLabel",
  "schedule.addToCalendar",
  "schedule.downloadIcs",
  "schedule.googleCalendar",
  "schedule.place",
  "schedule.openInMaps",
  "schedule.opensInNewTab",
  "schedule.confirmed",
  "schedule.waitlistStatus",
  "schedule.waitlistedAt",
  "schedule.requested",
  "schedule.joinWaitlist",
  "schedule.joinCamp",
  "schedule.campEnded",
  "schedule.declinedStatus",
  "newsletter.checkInbox",
  "newsletter.invalidEmail",
  "newsletter.subscribeFailed",
  "newsletter.title",
  "newsletter.intro",
  "newsletter.emailLabel",
  "newsletter.subscribing",
  "newsletter.subscribe",
  "account.tryAgain",
  "subscription.benefits",
  "subscription.sectionTitle",
  "subscription.opensToAll",
  "subscription.seePackages",
  "success.mealLiked",
  "success.mealRequested",
  "language",
  "common.loading",
  "common.retry",
  "common.reload",
  "common.loadingCamps",
  "common.clearFilters",
  "common.loadMore",
  "common.search",
  "common.liked",
  "common.like",
  "nav",
  "footer",
  "layout.offline",
  "layout.adminsOnly",
  "layout.mainPage",
  "home",
  "campCard",
  "campsPage",
  "campDetail",
  "reviewsUi.oneReview",
  "reviewsUi.reviewCount",
  "reviewsUi.showingLatest",
  "reviewsUi.ratingValue",
  "reviewsUi.averageRating",
  "reviewsUi.ratingsGiven",
  "reviewsUi.oneStar",
  "reviewsUi.starCount",
  "authUi.login",
  "authUi.register",
  "newsletterUi",
  "legalPrivacy.title",
  "legalTerms.title",
  "legalTerms.medicalDisclaimer",
]);

/**
 * Texts only admin screens show: loaded with those screens. (Staff roles, `staffAdmin`, are also a camper's: the
 * camps they staff on their dashboard.)
 */
const ADMIN_NAMESPACES = new Set(["overview", "audit", "exports", "outbox", "checkIn", "checkInUi", "validation"]);
/**
 * The camp report's links on All Camps (an admin screen): with the admin part, so All Camps loads no `report` part;
 * the report's screens that show them load the admin part too.
 */
const REPORT_LINKS = new Set([
  "campReportUi.open",
  "campReportUi.openOf",
  "campReportRange.open",
  "campReportDhis2.open",
]);
/** Namespaces of refusals only the clinic's screens show (see catalogPart). */
const CLINIC_REFUSALS = new Set(["referrals", "summaryLinks"]);
/** The legal pages' prose: loaded with them. */
const LEGAL_NAMESPACES = new Set(["legalPrivacy", "legalTerms"]);

/**
 * The words of the text messages (issue 40): only the server writes them, like the e-mails, so no browser chunk
 * carries them. The refusals beside them in `sms` (a wrong code, STOP…) are read back in the browser and stay.
 */
const SERVER_ONLY = new Set([
  "sms.code",
  "sms.referralDue",
  "sms.referralOverdue",
  "sms.campReminder",
  "sms.requestReceived",
  "sms.waitlisted",
  "sms.promoted",
  "sms.confirmed",
  "sms.declined",
  "sms.campChanged",
  "sms.campCancelled",
  "summaryLinks.text",
]);

/** Whether the message or one of the namespaces holding it is listed in `MAIN`. */
function inMain(id: string): boolean {
  const keys = id.split(".");
  return keys.some((_, i) => MAIN.has(keys.slice(0, i + 1).join(".")));
}

/**
 * Which chunk a message goes in: `main` (with the app), `admin`, `legal`, `clinic`, `report` or `pages` (every other
 * screen's); e-mail, text-message and PDF words (`server`) go in none.
 */
export function catalogPart(id: string): CatalogPart | "server" {
  const namespace = id.split(".")[0] ?? "";
  if (namespace === "mail" || namespace === "pdf" || SERVER_ONLY.has(id)) return "server";
  if (inMain(id)) return "main";
  // The camp clinic's screens (issue 39): a part of their own, loaded with them, beside the admin part. The
  // referrals' and summary links' refusals (issue 40) are only ever shown on those screens (the facility's and the
  // person's link pages load the part too): they travel with it.
  if (namespace.startsWith("clinic") || CLINIC_REFUSALS.has(namespace)) return "clinic";
  // The camp report's screens (issue 41): the report of a camp or of a range of dates, and the DHIS2 mapping.
  if (REPORT_LINKS.has(id)) return "admin";
  if (namespace.startsWith("campReport")) return "report";
  if (namespace.startsWith("admin") || ADMIN_NAMESPACES.has(namespace)) return "admin";
  if (LEGAL_NAMESPACES.has(namespace)) return "legal";
  return "pages";
}

const trees = new Map<CatalogPart, MessageTree>();

/**
 * A part's English messages, in the shape of MESSAGES and its declaration order: the English chunk the browser loads
 * (apps/web/vite-lingui-catalogs.ts) and, flattened, the order of the part's texts in every other language's chunk.
 * `main`, which the app loads first, also holds every other part's namespaces, empty: a module that keeps a namespace
 * in a constant (`const M = MESSAGES.overview`) holds the object its part's texts fill in once loaded.
 */
export function catalogPartTree(part: CatalogPart): MessageTree {
  let tree = trees.get(part);
  if (!tree) {
    const built: Record<string, unknown> = {};
    for (const [id, message] of flattenMessages()) {
      const itsPart = catalogPart(id);
      if (itsPart === "server" || (itsPart !== part && part !== "main")) continue;
      const keys = id.split(".");
      let node = built;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      if (itsPart === part) node[keys.at(-1)!] = message;
    }
    tree = built as MessageTree;
    trees.set(part, tree);
  }
  return tree;
}

/**
 * The ids of a part's messages, in the order of its English tree. Another language's chunk carries its texts in this
 * order and no ids (a third of its bytes): the browser pairs them up again with the ids of the part's English chunk
 * (flattenTree of the same tree).
 */
export function catalogPartIds(part: CatalogPart): readonly string[] {
  return [...flattenMessages(catalogPartTree(part)).keys()];
}

/**
 * The chunks of a language other than English, by the parts they hold. Such a language loads its `pages` part with
 * its `main` part (the server's refusals and notices on any page are read back through it, server-text.ts), so one
 * chunk holds both and compresses as one.
 */
export const TRANSLATION_CHUNKS = {
  main: ["main", "pages"],
  admin: ["admin"],
  legal: ["legal"],
  clinic: ["clinic"],
  report: ["report"],
} as const satisfies Record<string, readonly CatalogPart[]>;
export type TranslationChunk = keyof typeof TRANSLATION_CHUNKS;

/** The chunk of a language other than English that holds a part. */
export const translationChunkOf = (part: CatalogPart): TranslationChunk => (part === "pages" ? "main" : part);

/** The ids of a translation chunk's texts, in their order: its parts' ids one part after the other. */
export const translationChunkIds = (chunk: TranslationChunk): readonly string[] =>
  TRANSLATION_CHUNKS[chunk].flatMap((part) => catalogPartIds(part));
