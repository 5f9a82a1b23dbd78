import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  localeDirection,
  NEWSLETTER_STATUS_PARAM,
  type Theme,
} from "@medcamp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ChangeFeed } from "../cache/change-feed.ts";
import { encodedFor, type FrontDoor } from "../cache/front-door.ts";
import { type CachedJson, matchesEtag, NO_STORE, PUBLIC_REVALIDATE } from "../cache/http-cache.ts";
import { createVersionedCache } from "../cache/versioned-cache.ts";
import { cookieLocale, cookieTheme, onlyPreferenceCookies, preferenceCookie } from "../lib/preference-cookies.ts";
import { queryLocale, requestLocale } from "../lib/request-locale.ts";
import { routePath } from "../lib/request-path.ts";
import { createRenderRateLimit } from "./rate-limit/render-rate-limit.ts";

/** The server entry of the web build (apps/web/src/ssr/entry-server.tsx), as ADR 019 describes it. */
interface RenderedPage {
  status: number;
  head: string;
  body: string;
  dataScript: string;
  anonymous: boolean;
}
interface ServerEntry {
  render(input: {
    url: string;
    locale: Locale;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    campImageUrl: (campId: string) => string;
    siteImageUrl: string;
    onError: (error: unknown) => void;
  }): Promise<RenderedPage>;
}

export const HTML_TYPE = "text/html; charset=utf-8";

/**
 * A page differs with the visitor's cookie (their own page, their chosen language) and, for a visitor without one,
 * with the languages their browser asks for (ADR 022); it is compressed for those who accept it.
 */
const PAGE_VARY = "accept-encoding, cookie, accept-language";

/** The public pages rendered on the server (issue 22); every other page is the browser's alone. */
const RENDERED_PAGES = [/^\/$/, /^\/meals\/?$/, /^\/meal\/[^/]+\/?$/, /^\/upcoming-meals\/?$/];

/**
 * A rendered page may show times relative to now ("starts in 3 days"), which no change notice marks: a cached
 * page is rendered again in each new minute even when no camp changed.
 */
const RENDERED_PAGE_MAX_AGE_MS = 60_000;
const keyOf = (url: string, locale: Locale, theme: Theme | undefined) =>
  `${Math.floor(Date.now() / RENDERED_PAGE_MAX_AGE_MS)} ${locale} ${theme ?? "-"} ${url}`;

export const isRenderedPage = (pathname: string) => RENDERED_PAGES.some((page) => page.test(pathname));

/**
 * The absolute URL of the page a request asks for: its target's path and query on the public origin (`baseUrl`),
 * never a host the target names (`//evil.example/meals`, `/\evil.example/meals` and an absolute-form target keep
 * only their path), so no link of the page points elsewhere.
 */
export function pageUrl(target: string, baseUrl: string): string {
  const asked = new URL(target.replace(/^[\\/]+/, "/"), "http://target.invalid");
  return new URL(`${asked.pathname}${asked.search}`, baseUrl).href;
}

/**
 * The query names each public page reads, in the order a page's normalised query lists them (issue 37, item 9). Read
 * from the web app: All Camps' filters and page (`ALL_CAMPS_PARAMS`, features/camps/all-camps-first-view.ts), Home's
 * category tab and search (`HOME_CATEGORY_PARAM`, `HOME_SEARCH_PARAM`) and its newsletter box's answer, and on every
 * page the language its links ask for (`lang`, ADR 025). A camp's page and Upcoming read nothing else.
 * server-render-budget.test.ts fails when the web app names one the list lacks.
 */
export const PAGE_QUERY_NAMES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ["category", "search", NEWSLETTER_STATUS_PARAM, LOCALE_PARAM]],
  [
    /^\/meals$/,
    ["category", "minPrice", "maxPrice", "search", "when", "from", "to", "city", "sort", "page", LOCALE_PARAM],
  ],
  [/^\/meal\/[^/]+$/, [LOCALE_PARAM]],
  [/^\/upcoming-meals$/, [LOCALE_PARAM]],
];

/** A page's path in one spelling: no trailing slash, a camp's id percent-encoded one way. */
function normalisedPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  const camp = /^\/meal\/([^/]+)$/.exec(path);
  if (!camp) return path;
  try {
    return `/meal/${encodeURIComponent(decodeURIComponent(camp[1]!))}`;
  } catch {
    return path;
  }
}

/**
 * The page a request target asks for, as one origin-form target whatever way it was written (issue 37, item 9):
 * its path without a trailing slash, and of its query only the names the page reads (`PAGE_QUERY_NAMES`), each
 * with the first value given (the one the page reads), in a fixed order, with a blank value left out (a GET form
 * without scripts sends every empty field: `/meals?search=&category=` shows what `/meals` shows) and a `lang` that
 * names none of our languages left out. `/meals?utm_x=1` and `/meals?x=<random>` are `/meals`. The page is
 * rendered from this target, so every URL that maps to it is answered with the same page (nothing a request adds
 * reaches the page's links or forms), and it keys the cache of rendered pages.
 */
export function pageTarget(target: string): string {
  const asked = new URL(target.replace(/^[\\/]+/, "/"), "http://target.invalid");
  const pathname = normalisedPath(asked.pathname);
  const names = PAGE_QUERY_NAMES.find(([page]) => page.test(pathname))?.[1] ?? [LOCALE_PARAM];
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = asked.searchParams.get(name);
    if (value === null || value.trim() === "" || (name === LOCALE_PARAM && !isLocale(value))) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
}

/**
 * Whether a request target is its page's own spelling (`pageTarget`'s path, and the same names and values in any
 * order): only such a target is remembered by the front door, so targets that add names, blanks or another
 * spelling of the path cannot fill it (they are answered from the cache of rendered pages).
 */
export function isPageTarget(target: string, page: string): boolean {
  const split = (url: string) => {
    const start = url.indexOf("?");
    return start < 0 ? [url, ""] : [url.slice(0, start), url.slice(start + 1)];
  };
  const [path, query] = split(target);
  const [pagePath, pageQuery] = split(page);
  const pairs = (search: string | undefined) =>
    [...new URLSearchParams(search)]
      .map((pair) => JSON.stringify(pair))
      .sort()
      .join();
  return path === pagePath && pairs(query) === pairs(pageQuery);
}

/** index.html split around #root: what comes before its content and what comes after. */
interface DocumentTemplate {
  before: string;
  after: string;
}

export function readTemplate(indexHtml: string): DocumentTemplate {
  const open = '<div id="root">';
  const start = indexHtml.indexOf(open);
  const bodyEnd = indexHtml.lastIndexOf("</body>");
  const end = indexHtml.lastIndexOf("</div>", bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) throw new Error('index.html must hold <div id="root"> in <body>');
  const head = indexHtml
    .slice(0, start + open.length)
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, "")
    .replace(/<!-- noindex:[\s\S]*?-->\s*/, "")
    .replace(/<meta\s+name="robots"[^>]*>\s*/, "");
  return { before: head, after: indexHtml.slice(end) };
}

/**
 * The whole document of a rendered page, in its language and, when the visitor chose one, in their theme (the
 * page's starter script applies a choice kept on the device too, but a browser without scripts has only this).
 */
export function documentOf(
  template: DocumentTemplate,
  page: RenderedPage,
  locale: Locale = DEFAULT_LOCALE,
  theme?: Theme,
): string {
  const [beforeHtml, afterHead] = template.before.split("</head>") as [string, string];
  const themed = theme ? ` data-theme="${theme}"` : "";
  const beforeHead = beforeHtml.replace(
    /<html lang="[^"]*"/,
    `<html lang="${locale}" dir="${localeDirection(locale)}"${themed}`,
  );
  const after = template.after.replace("</body>", `${page.dataScript}</body>`);
  return `${beforeHead}${page.head}</head>${afterHead}${page.body}${after}`;
}

function toCached(html: string): CachedJson {
  const bytes = Buffer.from(html);
  return { body: html, bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`, encoded: {} };
}

export interface ServerRenderOptions {
  distDir: string;
  baseUrl: string;
  feed: ChangeFeed;
  front: FrontDoor;
  /** Absolute URLs of a camp's share image and of the site's. */
  campImageUrl: (campId: string) => string;
  siteImageUrl: string;
  /**
   * RENDER_RATE_LIMIT: pages one client may have rendered (a visitor's page not in the cache, or a signed-in
   * person's own) per window; past it the client gets the app shell with a 429. Unlimited when left out.
   */
  renderLimit?: { max: number; windowSeconds: number };
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Server rendering of the public pages (issue 22, ADR 019): loads the web build's server entry and answers a page
 * with its HTML and data. A visitor without a cookie gets the page every such visitor gets, cached until a camp
 * changes (and at most a minute), with an ETag, and from the front door after the first time; a visitor with a
 * cookie gets their own page, stored nowhere. Undefined when the web build has no server entry (the app is then
 * the browser's alone, as before).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  opts: ServerRenderOptions,
): Promise<PageRenderer | undefined> {
  const entryPath = path.join(opts.distDir, "ssr", "entry-server.mjs");
  const indexPath = path.join(opts.distDir, "index.html");
  if (!fs.existsSync(entryPath) || !fs.existsSync(indexPath)) return undefined;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  } catch (error) {
    // A broken build must not stop the product: every page is then the browser's alone, as without the entry.
    app.log.error(
      { err: error, entryPath },
      "the server-rendering bundle could not be loaded; pages render in the browser",
    );
    return undefined;
  }
  const indexHtml = fs.readFileSync(indexPath, "utf8");
  const template = readTemplate(indexHtml);
  const shell = toCached(indexHtml);
  const pages = createVersionedCache<{ page: CachedJson; status: number }>(
    opts.feed,
    ["camps", "camp-rows", "upcoming"],
    500,
  );

  const secureCookies = new URL(opts.baseUrl).protocol === "https:";
  const renderLimit = opts.renderLimit && createRenderRateLimit(opts.renderLimit);
  /** How long until this request's client may have one more page rendered: 0 when it may now (and it takes it). */
  const renderWaitMs = (request: FastifyRequest) =>
    renderLimit?.take(request.ip, (client) =>
      request.log.warn({ client }, "page renders over RENDER_RATE_LIMIT: the app shell is sent instead"),
    ).retryAfterMs ?? 0;

  /**
   * The answer to a client that has used its renders (issue 37, item 9): the app shell (index.html, what every page
   * the browser renders gets) with 429 and Retry-After. A person's browser shows the document whatever its status,
   * and the app renders the page there as it does every other page; a crawler or a script reads "come back later",
   * and nobody indexes or caches the shell as the page.
   */
  const sendShell = (request: FastifyRequest, reply: FastifyReply, waitMs: number) => {
    reply.header("retry-after", String(Math.max(1, Math.ceil(waitMs / 1000)))).header("cache-control", NO_STORE);
    const { body, encoding } = encodedFor(request.raw, shell);
    if (encoding) reply.header("content-encoding", encoding).header("vary", "accept-encoding");
    return reply.status(429).type(HTML_TYPE).send(body);
  };

  async function renderFor(
    request: FastifyRequest,
    target: string,
    cookie: string | undefined,
    cookiesSet: string[],
    look: { locale: Locale; theme: Theme | undefined },
  ) {
    const { locale, theme } = look;
    const page = await entry.render({
      url: pageUrl(target, opts.baseUrl),
      locale,
      campImageUrl: opts.campImageUrl,
      siteImageUrl: opts.siteImageUrl,
      onError: (error) => request.log.error({ err: error, url: request.url }, "server rendering failed"),
      fetchApi: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? "GET") as "GET",
          url,
          headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
          remoteAddress: request.ip,
          ...(typeof init.body === "string" ? { payload: init.body } : {}),
        });
        const setCookie = answer.headers["set-cookie"];
        if (setCookie) cookiesSet.push(...[setCookie].flat());
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
        });
      },
    });
    return {
      page: toCached(documentOf(template, page, locale, theme)),
      status: page.status,
      anonymous: page.anonymous,
    };
  }

  /** A shared page carries its ETag (304 when the visitor holds it); a visitor's own page has no validator. */
  const send = (request: FastifyRequest, reply: FastifyReply, page: CachedJson, status: number, shared: boolean) => {
    reply.header("cache-control", shared ? PUBLIC_REVALIDATE : NO_STORE).header("vary", PAGE_VARY);
    // A 404 carries no validator either: a conditional request must not turn it into a 304.
    if (shared && status === 200) {
      reply.header("etag", page.etag);
      if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
    }
    // Compressed here as the front door does (the not-found route these pages come from is not @fastify/compress's).
    const { body, encoding } = encodedFor(request.raw, page);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.status(status).type(HTML_TYPE).send(body);
  };

  return async (request, reply) => {
    const cookie = request.headers.cookie;
    const look = { locale: requestLocale(request.raw), theme: cookieTheme(cookie) };
    // The page is rendered, and cached, for the query it reads only (issue 37, item 9).
    const url = request.raw.url ?? request.url;
    const target = pageTarget(url);
    // A language asked for in the URL (`?lang=bn`, a link of the language menu) is kept for the pages that follow,
    // by the server, so a browser without scripts keeps it too (ADR 025). Such an answer is nobody else's.
    const asked = queryLocale(request.raw);
    const keepsLocale = asked !== undefined && asked !== cookieLocale(cookie);
    const keepLocale = () => {
      if (keepsLocale) reply.header("set-cookie", preferenceCookie(LOCALE_COOKIE, asked, secureCookies));
    };
    if (cookie !== undefined && !onlyPreferenceCookies(cookie)) {
      // A session's page is rendered for it on every load, so every one counts against its client's renders.
      const waitMs = renderWaitMs(request);
      if (waitMs > 0) return sendShell(request, reply, waitMs);
      keepLocale();
      const cookiesSet: string[] = [];
      const own = await renderFor(request, target, cookie, cookiesSet, look);
      if (cookiesSet.length > 0) reply.header("set-cookie", cookiesSet);
      return send(request, reply, own.page, own.status, false);
    }
    // No session: the page every visitor with the same language and theme gets; only a render counts.
    const key = keyOf(target, look.locale, look.theme);
    const cached = pages.peek(key);
    const waitMs = cached ? 0 : renderWaitMs(request);
    if (waitMs > 0) return sendShell(request, reply, waitMs);
    keepLocale();
    const rendered = cached ?? (await pages.get(key, () => renderFor(request, target, undefined, [], look)));
    // The front door answers by URL alone, to requests without a cookie: it keeps the English page, for those whose
    // browser asks for English, unless the URL asks for a language (its answer sets the cookie). It keeps a page's
    // own target only, so targets with other names, blanks or another spelling do not fill it.
    if (
      rendered.status === 200 &&
      look.locale === DEFAULT_LOCALE &&
      cookie === undefined &&
      asked === undefined &&
      isPageTarget(url, target)
    ) {
      opts.front.remember(
        url,
        () => pages.peek(keyOf(target, DEFAULT_LOCALE, undefined))?.page,
        PUBLIC_REVALIDATE,
        HTML_TYPE,
        PAGE_VARY,
        (req) => {
          return requestLocale(req) === DEFAULT_LOCALE;
        },
      );
    }
    return send(request, reply, rendered.page, rendered.status, !keepsLocale);
  };
}

/** Whether a page request is one the renderer answers. */
export const rendersPage = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") && isRenderedPage(routePath(request));
