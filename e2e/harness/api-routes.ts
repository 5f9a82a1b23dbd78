import type { Page, Route } from "playwright-core";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Matches `/api{path}` exactly (any query string) for one method; everything else goes on to the server. */
async function routeApi(page: Page, method: Method, path: string, handle: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      return handle(route);
    },
  );
}

/**
 * Answers `method /api{path}` in the browser instead of the server, e.g. a 500 or an empty list, to reach the
 * screens' failure and empty states. The server itself is never changed.
 */
export async function answerApi(
  page: Page,
  method: Method,
  path: string,
  answer: { status?: number; json?: unknown; body?: string },
): Promise<void> {
  await routeApi(page, method, path, (route) =>
    answer.json === undefined
      ? route.fulfill({ status: answer.status ?? 200, body: answer.body ?? "" })
      : route.fulfill({ status: answer.status ?? 200, json: answer.json }),
  );
}

/** Makes `method /api{path}` fail as a dropped connection would (fetch rejects, there is no HTTP answer). */
export async function dropApi(page: Page, method: Method, path: string): Promise<void> {
  await routeApi(page, method, path, (route) => route.abort("connectionfailed"));
}

/**
 * Holds every `method /api{path}` request until `release()` lets them (and later ones) through to the server, so
 * a test can look at the loading state.
 */
export async function holdApi(page: Page, method: Method, path: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeApi(page, method, path, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/**
 * Opens `path` as a visitor moving around the app reaches it: the app starts on a browser-rendered page, then its
 * router goes to `path` and the screen asks the API for its data, where the stand-ins above can answer. A
 * server-rendered page (ADR 019) opened directly already holds its data and asks for nothing.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto("/privacy");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.evaluate((to) => {
    // What a Back or Forward press does: React Router follows the history entry it is given.
    window.history.pushState({ usr: null, key: "in-app", idx: 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/** A query a server-rendered page (ADR 019) was rendered with: its key and its answer. */
export interface RenderedQuery {
  queryKey: unknown[];
  state: { data?: unknown; status: string };
}

/** The queries the page's document carries (what the server rendered it with and the browser hydrated). */
export async function renderedQueries(page: Page): Promise<RenderedQuery[]> {
  return page.evaluate(() => {
    const text = document.getElementById("medcamp-data")?.textContent;
    return text ? (JSON.parse(text) as { queries: { queries: RenderedQuery[] } }).queries.queries : [];
  });
}
