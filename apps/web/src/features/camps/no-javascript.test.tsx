import { MESSAGES } from "../../i18n/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthState } from "../../lib/auth-context";
import { student, visitor } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { AllCampsPage } from "./all-camps-page";
import { campQueryOptions } from "./api/get-camp";
import { CampDetailPage } from "./camp-detail-page";
import { HomeSearch } from "./home-search";

afterEach(() => vi.unstubAllGlobals());

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
    const submit = form.querySelector("noscript button[type=submit]");
    expect(submit?.textContent).toBe("Apply filters");
    expect([...form.querySelectorAll("noscript input")].map((input) => input.getAttribute("name"))).toEqual([
      "minPrice",
      "maxPrice",
    ]);
    expect(form.querySelector<HTMLSelectElement>("select[name=category]")?.value).toBe("7days");
  });

  it("shows the price fields once, outside <noscript>, when the URL filters by price", () => {
    const doc = serverRendered("/meals", "/meals?minPrice=5", <AllCampsPage />);
    expect(doc.querySelectorAll("input[name=minPrice]")).toHaveLength(1);
    expect(doc.querySelector("noscript input")).toBeNull();
    expect(doc.querySelector<HTMLInputElement>("input[name=minPrice]")?.value).toBe("5");
  });
});

describe("A camp without JavaScript", () => {
  it("has its reviews in the markup and says Like and Join Camp need JavaScript", () => {
    const doc = serverRendered("/meal/:id", "/meal/c1", <CampDetailPage />, { camp });
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
    renderApp({ routes: [{ path: "/meal/:id", element: <CampDetailPage /> }], at: "/meal/c1", auth: student });
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
