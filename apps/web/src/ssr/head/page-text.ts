import { type MealDetail } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { ALL_CAMPS_PATH } from "./canonical-url";
import { SITE_NAME } from "./event-json-ld";
import { campDescription } from "./meta-description";

/** The site's own description (the one index.html carries), in the language being read. */
export const siteDescription = () => MESSAGES.pageHead.siteDescription;

/** A document title as the pages' own `<title>` has it, so hydration never changes it. */
const titled = (name: string) => `${name} · ${SITE_NAME}`;

export interface PageText {
  /** The document title, exactly as the page's component renders it. */
  title: string;
  /** The title shared links show (OpenGraph, Twitter): the page's own name, as `og:site_name` says MedCamp. */
  shareTitle: string;
  description: string;
  /** The page is a not-found page whatever the caller says (a camp URL without its camp). */
  notFound: boolean;
}

const page = (title: string, shareTitle: string, description: string): PageText => ({
  title,
  shareTitle,
  description,
  notFound: false,
});

const CAMP_PATH = /^\/meal\/[^/]+$/;

/**
 * Title and description of a public page at `path` (normalised: the canonical URL's path); other paths get the
 * site's own.
 */
export function pageText(path: string, lang: string, camp: MealDetail | undefined): PageText {
  if (path === "/") return page(MESSAGES.home.pageTitle, SITE_NAME, siteDescription());
  if (path === ALL_CAMPS_PATH) {
    const name = MESSAGES.nav.allCamps;
    return page(titled(name), name, MESSAGES.pageHead.allCampsDescription);
  }
  if (path === "/upcoming-meals") {
    const name = MESSAGES.nav.upcomingCamping;
    return page(titled(name), name, MESSAGES.pageHead.upcomingDescription);
  }
  if (CAMP_PATH.test(path)) {
    if (camp) return page(titled(camp.title), camp.title, campDescription(camp, lang));
    const unavailable = page(titled(MESSAGES.camps.unavailable), MESSAGES.camps.unavailable, siteDescription());
    return { ...unavailable, notFound: true };
  }
  return page(SITE_NAME, SITE_NAME, siteDescription());
}
