import { MESSAGES } from "../../i18n/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { student, visitor } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { NoJoinDialog } from "../../test/no-join-dialog";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { AllCampsPage } from "./all-camps-page";
import { campQueryOptions } from "../../lib/get-camp";
import { CampDetailPage } from "./camp-detail-page";
import { CategoryTabs } from "./category-tabs";
import { HomeSearch } from "./home-search";
import { Newsletter } from "./newsletter";

/** What a reader without JavaScript is told beside Like and Join Camp. */
const NEEDS_JAVASCRIPT = MESSAGES.campDetail.needsJavascript;

/**
 * The page as the server renders it to HTML, read as a browser without JavaScript reads it: a document parsed
 * with scripting off, where `<noscript>` holds elements.
 */
function serverRendered(
  path: string,
  at: string,
  page: ReactNode,
  options: { camp?: ReturnType<typeof sampleCamp>; auth?: AuthState } = {},
) {
  const client = new QueryClient();
  if (options.camp) client.setQueryData(campQueryOptions(options.camp._id).queryKey, options.camp);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <AuthContext value={options.auth ?? visitor}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const camp = sampleCamp({
  reviewsCount: 2,
  reviews: [
    { name: "Rina", rating: 5, comment: "Kind doctors." },
    { name: "Omar", rating: 4, comment: "Well run." },
  ],
});

describe("All Camps without JavaScript", () => {
  it("offers a submit button for the filters, and the price fields though Filter by Price cannot be checked", () => {
    const doc = serverRendered("/meals", "/meals?category=7days", <AllCampsPage />);
    const form = doc.querySelector<HTMLFormElement>("form[method=get][action='/meals']")!;
    expect(form).not.toBeNull();
    // Shown without scripts (styles.css hides `.without-scripts` once the page's starter runs).
    const submit = form.querySelector("button[type=submit].without-scripts");
    expect(submit?.textContent).toBe("Apply filters");
    // In a group styles.css reveals with the checkbox, and always without scripts.
    const prices = [...form.querySelectorAll(".revealed-by-check .revealed input")];
    expect(prices.map((input) => input.getAttribute("name"))).toEqual(["minPrice", "maxPrice"]);
    expect(doc.querySelector("noscript input, noscript button")).toBeNull();
    expect(form.querySelector<HTMLSelectElement>("select[name=category]")?.value).toBe("7days");
  });

  it("shows the price fields once, checked, when the URL filters by price", () => {
    const doc = serverRendered("/meals", "/meals?minPrice=5", <AllCampsPage />);
    expect(doc.querySelectorAll("input[name=minPrice]")).toHaveLength(1);
    expect(doc.querySelector<HTMLInputElement>("input[name=minPrice]")?.value).toBe("5");
    expect(doc.querySelector<HTMLInputElement>(".reveal-check")?.checked).toBe(true);
  });
});

describe("A camp without JavaScript", () => {
  it("has its reviews in the markup and says Like and Join Camp need JavaScript", () => {
    const doc = serverRendered("/meal/:id", "/meal/c1", <CampDetailPage joinDialog={NoJoinDialog} />, { camp });
    expect(doc.querySelector("h1")?.textContent).toBe("Heart Health Week");
    expect(doc.body.textContent).toContain("Kind doctors.");
    expect(doc.body.textContent).toContain("Well run.");
    const like = [...doc.querySelectorAll("button")].find((button) => button.textContent === "Like");
    expect(like?.parentElement?.querySelector(":scope > noscript")?.textContent).toBe(NEEDS_JAVASCRIPT);
    expect(NEEDS_JAVASCRIPT).toBe("Liking and joining a camp need JavaScript.");
  });

  it("keeps the note in a <noscript> in the row of Like and Join Camp, which a browser running JavaScript hides", async () => {
    fakeApi({
      "GET /meals/c1": { body: camp },
      "GET /meals/c1/mine": { body: { request: null, review: null } },
    });
    renderApp({
      routes: [{ path: "/meal/:id", element: <CampDetailPage joinDialog={NoJoinDialog} /> }],
      at: "/meal/c1",
      auth: student,
    });
    // jsdom keeps a <noscript>'s text and applies no stylesheet, so the note can be found; a browser shows it not.
    const note = await screen.findByText(NEEDS_JAVASCRIPT);
    expect(note.tagName).toBe("NOSCRIPT");
    expect(note.parentElement).toContainElement(screen.getByRole("button", { name: "Like" }));
    expect(note.parentElement).toContainElement(screen.getByRole("button", { name: "Join Camp" }));
  });
});

describe("Home's search without JavaScript", () => {
  it("is a GET form to / whose field is the URL's search", () => {
    const doc = serverRendered("/", "/?search=heart", <HomeSearch />);
    const form = doc.querySelector("form[role=search]");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/");
    const field = form?.querySelector<HTMLInputElement>("input[type=search]");
    expect(field?.name).toBe("search");
    expect(field?.value).toBe("heart");
  });
});

describe("Home's controls without JavaScript (ADR 025)", () => {
  it("keeps the chosen tab when the search is sent", () => {
    const doc = serverRendered("/", "/?category=7days", <HomeSearch />);
    expect(doc.querySelector<HTMLInputElement>("form[role=search] input[type=hidden][name=category]")?.value).toBe(
      "7days",
    );
  });

  it("makes each category tab a link to Home with that tab", () => {
    const doc = serverRendered("/", "/?search=heart", <CategoryTabs />);
    const tabs = [...doc.querySelectorAll<HTMLAnchorElement>("a[role=tab]")];
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual([
      "/?search=heart",
      "/?search=heart&category=7days",
      "/?search=heart&category=10days",
    ]);
  });

  it("posts the newsletter box to the server, which the browser checks as an address", () => {
    const doc = serverRendered("/", "/", <Newsletter />);
    const form = doc.querySelector<HTMLFormElement>("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/newsletter"]);
    expect(form.hasAttribute("novalidate")).toBe(false);
    const field = form.querySelector<HTMLInputElement>("input[name=email]")!;
    expect([field.type, field.required]).toEqual(["email", true]);
  });

  it("says how the server took the box when it comes back to Home", () => {
    const sent = serverRendered("/", "/?newsletter=sent", <Newsletter />);
    expect(sent.querySelector("[role=status]")?.textContent).toBe(MESSAGES.newsletter.checkInbox);
    const invalid = serverRendered("/", "/?newsletter=invalid", <Newsletter />);
    expect(invalid.querySelector("[role=status]")?.textContent).toBe(MESSAGES.newsletter.invalidEmail);
    expect(serverRendered("/", "/?newsletter=other", <Newsletter />).querySelector("[role=status]")?.textContent).toBe(
      "",
    );
  });
});
