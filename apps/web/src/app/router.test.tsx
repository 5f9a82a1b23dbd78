import { screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "../lib/auth-context";
import { admin, student, visitor } from "../test/auth-states";
import { fakeApi } from "../test/fake-api";
import { sampleCamp } from "../test/sample-camp";

// React Router writes resolved lazy routes back into the route objects; a fresh module per test keeps tests apart.
beforeEach(() => {
  vi.resetModules();
});

/** The app's routes at `path`, rendered with the modules of this test (see above). */
async function renderAt(path: string, auth: AuthState = visitor) {
  const { routes } = await import("./router");
  const { renderApp } = await import("../test/render-app");
  return renderApp({ router: createMemoryRouter(routes, { initialEntries: [path] }), auth }).router;
}

describe("routes", () => {
  it("renders the 404 page with a Go Back link to / for an unknown path", async () => {
    await renderAt("/no/such/page");
    expect(await screen.findByRole("img", { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  });

  it("renders Home inside the shared chrome", async () => {
    await renderAt("/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });

  it("loads the admin area lazily with its own menu", async () => {
    await renderAt("/admin/manage-user", admin);
    expect(await screen.findByRole("navigation", { name: "Admin dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Manage Users" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Main Page" })).toHaveAttribute("href", "/");
  });

  it("loads the user area lazily with its own menu", async () => {
    await renderAt("/user/history", student);
    expect(await screen.findByRole("navigation", { name: "User dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Payment History" })).toBeInTheDocument();
  });

  it("sends a visitor away from the user area, and a student away from the admin home", async () => {
    const router = await renderAt("/user/profile");
    await screen.findByRole("contentinfo");
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a student away from the admin home", async () => {
    const router = await renderAt("/admin", student);
    await screen.findByRole("contentinfo");
    expect(router.state.location.pathname).toBe("/");
  });

  it("tells a student the admin add-camp page is not for them", async () => {
    await renderAt("/admin/add-meal", student);
    expect(await screen.findByText("You are not authorized to access this page")).toBeInTheDocument();
  });

  it("sends a student away from admin pages that do not explain the refusal", async () => {
    const router = await renderAt("/admin/manage-user", student);
    await screen.findByRole("contentinfo");
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a visitor away from an admin page that explains to students", async () => {
    const router = await renderAt("/admin/all-meal");
    await screen.findByRole("contentinfo");
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("You are not authorized to access this page")).not.toBeInTheDocument();
  });

  it("shows the chrome, and no HydrateFallback warning, while a lazy screen with a loader first loads", async () => {
    const warn = vi.spyOn(console, "warn");
    fakeApi({ "GET /meals": { body: { meals: [], totalPages: 1 } }, "GET /meal-cities": { body: { cities: [] } } });
    await renderAt("/meals");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "All Camps" })).toBeInTheDocument();
    expect(warn.mock.calls.filter((args) => String(args[0]).includes("HydrateFallback"))).toEqual([]);
    warn.mockRestore();
  });

  it("serves the pages the footer's Legal group links to", async () => {
    await renderAt("/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("serves the terms with the medical disclaimer section", async () => {
    await renderAt("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Medical disclaimer" })).toBeInTheDocument();
  });

  describe("first data of the camp pages, fetched while their chunk loads", () => {
    const camp = sampleCamp();

    /** The app's router and query client; the page is rendered only once the router alone has asked for data. */
    async function openWithPrefetch(path: string, request: string) {
      const api = fakeApi({
        "GET /meals": { body: { meals: [camp], totalPages: 1 } },
        "GET /meals/c1": { body: camp },
        "GET /meal-cities": { body: { cities: [] } },
      });
      const { appRoutes } = await import("./router");
      const { createQueryClient } = await import("../lib/query-client");
      const queryClient = createQueryClient();
      const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
      const requests = () => api.calls.filter((call) => call.path === request).length;
      await vi.waitFor(() => expect(requests()).toBe(1)); // nothing rendered yet: the route's loader asked
      const { renderApp } = await import("../test/render-app");
      renderApp({ router, queryClient });
      return requests;
    }

    it("/meals shows the answer the router fetched, without asking again", async () => {
      const requests = await openWithPrefetch("/meals", "/meals");
      expect(await screen.findByRole("heading", { name: camp.title })).toBeInTheDocument();
      expect(requests()).toBe(1);
    });

    it("/meals with filters and a page in the URL prefetches that query's pages, and the page asks nothing more", async () => {
      const asked: URLSearchParams[] = [];
      vi.stubGlobal(
        "fetch",
        vi.fn(async (input: RequestInfo | URL) => {
          const url = new URL(String(input), "http://localhost");
          if (url.pathname !== "/api/meals") return Response.json({ message: "Not found" }, { status: 404 });
          asked.push(url.searchParams);
          const page = url.searchParams.get("page");
          return Response.json({ meals: [{ ...camp, _id: `c${page}`, title: `Camp ${page}` }], totalPages: 3 });
        }),
      );
      const { appRoutes } = await import("./router");
      const { createQueryClient } = await import("../lib/query-client");
      const queryClient = createQueryClient();
      const router = createMemoryRouter(appRoutes(queryClient), {
        initialEntries: ["/meals?category=7days&minPrice=10&maxPrice=40&search=lake&page=2"],
      });
      await vi.waitFor(() => expect(asked).toHaveLength(2)); // nothing rendered yet: the route's loader asked
      expect(asked.map((q) => [q.get("category"), q.get("priceRange"), q.get("search"), q.get("page")])).toEqual([
        ["7days", '{"min":10,"max":40}', "lake", "1"],
        ["7days", '{"min":10,"max":40}', "lake", "2"],
      ]);
      const { renderApp } = await import("../test/render-app");
      renderApp({ router, queryClient });
      expect(await screen.findByRole("heading", { name: "Camp 2" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Camp 1" })).toBeInTheDocument();
      expect(screen.getByLabelText("Category")).toHaveValue("7days");
      expect(screen.getByLabelText("Min Price")).toHaveValue(10);
      expect(screen.getByLabelText("Search")).toHaveValue("lake");
      expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
      expect(asked).toHaveLength(2);
      vi.unstubAllGlobals();
    }, 15_000);

    it("/meal/:id shows the camp the router fetched, without asking again", async () => {
      const requests = await openWithPrefetch("/meal/c1", "/meals/c1");
      expect(await screen.findByRole("heading", { name: camp.title })).toBeInTheDocument();
      expect(requests()).toBe(1);
    });
  });
});
