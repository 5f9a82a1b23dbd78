import { AsyncLocalStorage } from "node:async_hooks";
import { CATALOG_PARTS, DEFAULT_LOCALE, type Locale, type MealDetail } from "@medcamp/contract";
import type { Query, QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppShell } from "../app/app";
import { appRoutes } from "../app/router";
import { isCampUnavailable } from "../lib/get-camp";
import { loadLocale, setLocaleSource } from "../i18n/active-locale";
import { LocaleRoot } from "../i18n/locale-root";
import { setApiTransport } from "../lib/api-client";
import { createQueryClient } from "../lib/query-client";
import { setOriginSource } from "../lib/site-origin";
import { campKeys, sessionKeys } from "../lib/query-keys";
import { dehydrateQueries, type HydrationData } from "./hydration-data";
import { HYDRATION_SCRIPT_ID, START_ON_INPUT } from "./start-mode";
import { pageHead } from "./head/page-head";
import { serializeJsonForScript } from "./head/escape";

/** How the server answers the API requests of the page it renders (in process, with the visitor's cookie). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /**
   * The page's absolute URL on the public origin (BASE_URL's): the server builds it from the request's path and
   * query only, never from a host the request names. Every absolute URL of the page (canonical, share, calendar
   * links) is on its origin.
   */
  url: string;
  /** The language to render in (the visitor's cookie, else Accept-Language; ADR 022). English when left out. */
  locale?: Locale;
  fetchApi: ApiTransport;
  /** Absolute URL of a camp's share image (PNG). */
  campImageUrl: (campId: string) => string;
  /** Absolute URL of the site's share image (PNG), for the pages that are not a camp's. */
  siteImageUrl: string;
  /** Told of an error a component threw while rendering (the browser then renders that part itself). */
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /** The tags of <head>: title, description, canonical, OpenGraph and Twitter cards, JSON-LD. */
  head: string;
  /** The HTML inside #root. */
  body: string;
  /** The non-executable JSON script with the page's data, escaped to stay text (ADR 019). */
  dataScript: string;
  /** Whether the page was rendered for nobody in particular (no session): the same for every visitor. */
  anonymous: boolean;
}

/** Renders more than this many times only when a page keeps finding new queries it depends on. */
const MAX_PASSES = 4;

/**
 * Holds the first paint until the page's data script, which follows #root, is in the document: a browser may
 * otherwise paint a page parsed only in part (Chromium does on a busy machine), and the navbar's buttons then move
 * when the rest of it arrives. Sent whole in one answer, the page is parsed in milliseconds, so nothing waits long.
 */
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${HYDRATION_SCRIPT_ID}" blocking="render">`;

/** How React marks a Suspense boundary whose content follows later in the stream (out of order, by script). */
const PENDING_BOUNDARY = "<!--$?-->";

const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error("An API request outside a server render");
  return transport(url, init);
});

/** Pages for many visitors render at once: each render reads its texts in its own language, and its own origin. */
const locales = new AsyncLocalStorage<Locale>();
setLocaleSource(() => locales.getStore() ?? DEFAULT_LOCALE);
const origins = new AsyncLocalStorage<string>();
setOriginSource(() => origins.getStore());

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** Queries a render asked for (its components' useQuery) that nobody has fetched yet. */
const unanswered = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle" && isEnabled(q));

/**
 * Renders a public page to HTML with its data (ADR 019): the route loaders' requests are awaited, then the page is
 * rendered until it asks for nothing new (each pass fetches what the previous one's components asked for, such as
 * the session, the admin check or the cities of a filter), so the HTML holds every answer the page shows and the
 * browser hydrates from the same cache without asking again.
 */
export async function render(input: RenderInput): Promise<RenderedPage> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  await loadLocale(locale, CATALOG_PARTS);
  const origin = new URL(input.url).origin;
  return origins.run(origin, () =>
    locales.run(locale, () => transports.run(input.fetchApi, () => renderPage(input, locale))),
  );
}

async function renderPage(
  { url, campImageUrl, siteImageUrl, onError }: RenderInput,
  locale: Locale,
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // A failed answer is rendered as it is (the browser retries when the visitor asks): no waiting between retries.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const { dataRoutes, query } = createStaticHandler(appRoutes(queryClient, { awaitData: true }));
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`A public page answered ${context.status} while rendering ${url}`);

  let body = "";
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const router = createStaticRouter(dataRoutes, context);
    const { prelude } = await prerender(
      <AppShell queryClient={queryClient}>
        <LocaleRoot initial={locale}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LocaleRoot>
      </AppShell>,
      // React sends a finished Suspense boundary of over 500 bytes out of order (by inline script, which the CSP
      // refuses) once the page before it passes this many bytes: never, here.
      { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    body = await new Response(prelude).text();
    const waiting = unanswered(queryClient);
    // A lazy part first met in this pass (the signed-in navbar's menu) was sent as a fallback with an inline
    // script to swap it in, which the CSP refuses: the next pass has it loaded and renders it in place.
    if (waiting.length === 0 && !body.includes(PENDING_BOUNDARY)) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }

  if (body.includes(PENDING_BOUNDARY)) {
    onError(
      new Error(`${url}: a Suspense boundary is still sent out of order (its inline script is refused by the CSP)`),
    );
  }
  const { pathname, search, origin } = new URL(url);
  const campId = /^\/meal\/([^/]+)\/?$/.exec(pathname)?.[1];
  const campQuery = campId ? queryClient.getQueryState(campKeys.detail(decodeURIComponent(campId))) : undefined;
  const camp = campQuery?.data as MealDetail | undefined;
  const missing = campQuery?.status === "error" && isCampUnavailable(campQuery.error);
  const data: HydrationData = { queries: dehydrateQueries(queryClient), loaderData: context.loaderData };
  const session = queryClient.getQueryData<{ user?: unknown } | null>(sessionKeys.session);
  const anonymous = !session?.user;
  // A visitor's page is complete as HTML: the app loads at their first input; a signed-in person's at once (ADR 020).
  const start = anonymous ? ` data-start="${START_ON_INPUT}"` : "";
  return {
    status: missing ? 404 : 200,
    head:
      pageHead({
        origin,
        pathname,
        search,
        lang: locale,
        camp,
        campImageUrl: camp ? campImageUrl(camp._id) : undefined,
        siteImageUrl,
        noindex: missing,
      }).html + PAINT_WHOLE_PAGE,
    body,
    dataScript: `<script type="application/json" id="${HYDRATION_SCRIPT_ID}"${start}>${serializeJsonForScript(data)}</script>`,
    anonymous,
  };
}
