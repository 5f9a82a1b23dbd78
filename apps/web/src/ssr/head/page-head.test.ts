import type { MealDetail } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import { DESCRIPTION_MAX } from "./meta-description";
import { type PageHeadInput, pageHead } from "./page-head";

const ORIGIN = "https://medcamp.example";
const CAMP_IMAGE = "https://medcamp.example/og/meal/c1.png";
const SITE_IMAGE = "https://medcamp.example/og/site.png";
const XSS_TITLE = "</script><script>alert(1)</script>";

/** The head tags as a browser would parse them. */
function parseHead(input: Partial<PageHeadInput>) {
  const head = pageHead({ origin: ORIGIN, pathname: "/", search: "", lang: "en", ...input });
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head.html}</head><body></body></html>`,
    "text/html",
  );
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute("content") ?? null;
  const jsonLdScripts = doc.querySelectorAll('script[type="application/ld+json"]');
  return {
    head,
    doc,
    og: (name: string) => content(`meta[property="${name}"]`),
    meta: (name: string) => content(`meta[name="${name}"]`),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    jsonLdScripts,
    jsonLd: () => JSON.parse(jsonLdScripts[0]?.textContent ?? "null") as Record<string, unknown> | null,
  };
}

const scheduled = (overrides: Partial<MealDetail> = {}) =>
  sampleCamp({
    _id: "c1",
    price: 25,
    ...datedCamp,
    location: {
      venue: "Community Hall",
      address: "12 Lake Road",
      city: "Dhaka",
      country: "Bangladesh",
      lat: 23.8,
      lng: 90.4,
    },
    ...overrides,
  });

const campPage = (camp: MealDetail, extra: Partial<PageHeadInput> = {}) =>
  parseHead({ pathname: `/meal/${camp._id}`, camp, campImageUrl: CAMP_IMAGE, siteImageUrl: SITE_IMAGE, ...extra });

describe("pageHead for a camp", () => {
  it("gives its title, description, canonical URL, OpenGraph and Twitter card with its PNG", () => {
    const page = campPage(scheduled());
    expect(page.head.title).toBe("Heart Health Week · MedCamp");
    expect(page.doc.title).toBe("Heart Health Week · MedCamp");
    expect(page.meta("description")).toMatch(/Community Hall, Dhaka, Bangladesh\. Checks for every heart\.$/);
    expect(page.canonical).toBe("https://medcamp.example/meal/c1");
    expect(page.meta("robots")).toBeNull();
    expect(page.og("og:type")).toBe("website");
    expect(page.og("og:site_name")).toBe("MedCamp");
    expect(page.og("og:title")).toBe("Heart Health Week");
    expect(page.og("og:description")).toBe(page.meta("description"));
    expect(page.og("og:url")).toBe("https://medcamp.example/meal/c1");
    expect(page.og("og:locale")).toBe("en_US");
    expect(page.og("og:image")).toBe(CAMP_IMAGE);
    expect(page.og("og:image:width")).toBe("1200");
    expect(page.og("og:image:height")).toBe("630");
    expect(page.og("og:image:type")).toBe("image/png");
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    expect(page.meta("twitter:title")).toBe("Heart Health Week");
    expect(page.meta("twitter:description")).toBe(page.meta("description"));
    expect(page.meta("twitter:image")).toBe(CAMP_IMAGE);
  });

  it("trims a long description to the limit on a word boundary, keeping its date and place", () => {
    const description = `${"Gentle morning walks and heart checks for everyone ".repeat(10)}end`;
    const text = campPage(scheduled({ description })).meta("description") ?? "";
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text).toMatch(/^Dec 1\s*–\s*4, 2099 · Community Hall, Dhaka, Bangladesh\. Gentle morning/);
    expect(text).toMatch(/ (walks|and|heart|checks|for|everyone|Gentle|morning)…$/);
  });

  it("carries a schema.org Event with every field a scheduled camp has", () => {
    const page = campPage(scheduled());
    expect(page.jsonLdScripts).toHaveLength(1);
    expect(page.jsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Heart Health Week",
      description: "Checks for every heart.",
      url: "https://medcamp.example/meal/c1",
      startDate: "2099-12-01T09:00:00+06:00",
      endDate: "2099-12-04T09:00:00+06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Community Hall",
        address: {
          "@type": "PostalAddress",
          streetAddress: "12 Lake Road",
          addressLocality: "Dhaka",
          addressCountry: "Bangladesh",
        },
        geo: { "@type": "GeoCoordinates", latitude: 23.8, longitude: 90.4 },
      },
      image: [CAMP_IMAGE],
      offers: {
        "@type": "Offer",
        price: 25,
        priceCurrency: "USD",
        url: "https://medcamp.example/meal/c1",
        availability: "https://schema.org/InStock",
        validFrom: "2026-01-01T00:00:00.000Z",
      },
      organizer: { "@type": "Organization", name: "MedCamp", url: ORIGIN },
    });
  });

  it("says a camp with no seats left is sold out, and one without a seat limit is in stock", () => {
    const soldOut = campPage(scheduled({ seatsLeft: 0, seatsTaken: 40 })).jsonLd();
    expect(soldOut?.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const unlimited = campPage(scheduled({ capacity: null, seatsLeft: null })).jsonLd();
    expect(unlimited?.offers).toMatchObject({ availability: "https://schema.org/InStock" });
  });

  it("leaves out the dates, status, place and image a camp does not have", () => {
    const event = campPage(sampleCamp(), { campImageUrl: undefined }).jsonLd();
    expect(event).toMatchObject({ "@type": "Event", name: "Heart Health Week" });
    for (const field of ["startDate", "endDate", "eventStatus", "location", "image"]) {
      expect(event).not.toHaveProperty(field);
    }
    expect(JSON.stringify(event)).not.toContain("null");
  });

  it("leaves out geo for a place without coordinates", () => {
    const event = campPage(scheduled({ location: datedCamp.location })).jsonLd();
    expect(event?.location).not.toHaveProperty("geo");
  });

  it("keeps a hostile title as text in the title, the tags and the JSON-LD", () => {
    const camp = scheduled({ title: XSS_TITLE, description: `"><img src=x onerror=alert(1)> & more` });
    const page = campPage(camp);
    expect(page.head.html).not.toContain("</script><script>");
    expect(page.head.html).not.toContain("<img");
    expect(page.doc.querySelectorAll("script")).toHaveLength(1);
    expect(page.doc.querySelector("img")).toBeNull();
    expect(page.doc.title).toBe(`${XSS_TITLE} · MedCamp`);
    expect(page.og("og:title")).toBe(XSS_TITLE);
    expect(page.meta("twitter:title")).toBe(XSS_TITLE);
    expect(page.meta("description")).toContain(`"><img src=x onerror=alert(1)> & more`);
    expect(page.jsonLd()).toMatchObject({ name: XSS_TITLE, description: camp.description });
  });

  it("is a not-found page, never indexed, when the camp is missing", () => {
    const page = parseHead({ pathname: "/meal/nope", campImageUrl: CAMP_IMAGE, siteImageUrl: SITE_IMAGE });
    expect(page.head.title).toBe("This camp isn't available · MedCamp");
    expect(page.meta("robots")).toBe("noindex");
    expect(page.canonical).toBeNull();
    expect(page.jsonLdScripts).toHaveLength(0);
    expect(page.og("og:image")).toBe(SITE_IMAGE);
  });
});

describe("pageHead for the list pages", () => {
  it("titles each public page as its own component does", () => {
    expect(pageHead({ origin: ORIGIN, pathname: "/", search: "", lang: "en" }).title).toBe(
      "MedCamp · Health camps near you",
    );
    expect(pageHead({ origin: ORIGIN, pathname: "/meals", search: "", lang: "en" }).title).toBe("All Camps · MedCamp");
    expect(pageHead({ origin: ORIGIN, pathname: "/upcoming-meals/", search: "", lang: "en" }).title).toBe(
      "Upcoming Camping · MedCamp",
    );
    expect(pageHead({ origin: ORIGIN, pathname: "/somewhere", search: "", lang: "en" }).title).toBe("MedCamp");
  });

  it("gives the home page the site's description and a canonical origin", () => {
    const page = parseHead({ pathname: "/", search: "?utm_source=x" });
    expect(page.meta("description")).toBe(
      "MedCamp: find health camps of 3, 7 or 10 days, read reviews and join the one that fits you.",
    );
    expect(page.canonical).toBe("https://medcamp.example/");
    expect(page.og("og:url")).toBe("https://medcamp.example/");
    expect(page.jsonLdScripts).toHaveLength(0);
  });

  it("keeps only the list-naming part of an All Camps query in its canonical URL", () => {
    const page = parseHead({ pathname: "/meals", search: "?search=x&page=2&category=3days&sort=startsAt" });
    expect(page.canonical).toBe("https://medcamp.example/meals?category=3days&page=2");
    expect(page.og("og:url")).toBe(page.canonical);
  });

  it("shares the site image on list pages, never a camp's", () => {
    const page = parseHead({ pathname: "/meals", campImageUrl: CAMP_IMAGE, siteImageUrl: SITE_IMAGE });
    expect(page.og("og:image")).toBe(SITE_IMAGE);
    expect(page.meta("twitter:image")).toBe(SITE_IMAGE);
    expect(page.meta("twitter:card")).toBe("summary_large_image");
  });

  it("uses the small card and no image tags when there is no image", () => {
    const page = parseHead({ pathname: "/meals" });
    expect(page.meta("twitter:card")).toBe("summary");
    expect(page.doc.head.querySelector('meta[property^="og:image"], meta[name^="twitter:image"]')).toBeNull();
  });

  it("asks not to index a private page and gives it no canonical URL", () => {
    const page = parseHead({ pathname: "/dashboard/profile", noindex: true });
    expect(page.meta("robots")).toBe("noindex");
    expect(page.canonical).toBeNull();
    expect(parseHead({ pathname: "/meals" }).meta("robots")).toBeNull();
  });

  it("names the OpenGraph locale after the document language", () => {
    expect(parseHead({ lang: "en" }).og("og:locale")).toBe("en_US");
    expect(parseHead({ lang: "en-GB" }).og("og:locale")).toBe("en_GB");
  });

  it("names the page in every language: hreflang links, x-default, and a canonical URL with its own lang (ADR 025)", () => {
    const alternates = (doc: Document) =>
      Array.from(doc.head.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
    const bengali = parseHead({ pathname: "/meals", search: "?category=7days&lang=bn&search=eye", lang: "bn" });
    expect(bengali.canonical).toBe("https://medcamp.example/meals?lang=bn&category=7days");
    expect(alternates(bengali.doc)).toEqual([
      ["en", "https://medcamp.example/meals?category=7days"],
      ["bn", "https://medcamp.example/meals?lang=bn&category=7days"],
      ["es", "https://medcamp.example/meals?lang=es&category=7days"],
      ["ar", "https://medcamp.example/meals?lang=ar&category=7days"],
      ["x-default", "https://medcamp.example/meals?category=7days"],
    ]);
    // English is the page without `lang`, whichever language the URL asked for.
    expect(parseHead({ pathname: "/", search: "?lang=en", lang: "en" }).canonical).toBe("https://medcamp.example/");
    // A page not to be indexed names no versions either.
    expect(alternates(parseHead({ pathname: "/meal/x", lang: "bn", noindex: true }).doc)).toEqual([]);
  });
});
