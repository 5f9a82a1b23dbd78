import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALE_PARAM, NEWSLETTER_STATUS_PARAM } from "@medcamp/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FrontDoor } from "../cache/front-door.ts";
import { serverRoot } from "../server-root.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createRenderRateLimit, renderClientKey } from "./rate-limit/render-rate-limit.ts";
import { createPageRenderer, isPageTarget, PAGE_QUERY_NAMES, pageTarget } from "./server-render.ts";

// Issue 37, item 9: 200 anonymous `GET /meals?search=<random>` were 200 renders (8.3 s of server work, /api/health
// at 1.7 s meanwhile), and every unknown name or blank field in a URL was a page of its own in the caches.

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>MedCamp</title></head>
  <body><div id="root"><p>the app shell</p></div></body>
</html>`;

/** The URLs the stand-in server entry of one build rendered, in order. */
type Renders = string[];
const rendersOf = (token: string): Renders =>
  ((globalThis as { medcampRenders?: Record<string, Renders> }).medcampRenders ??= {})[token] ?? [];

/**
 * A built web app whose server entry renders a page naming the URL it was asked to render, and records each render
 * (the server imports it like the real `dist/ssr/entry-server.mjs`).
 */
function standInBuild(): { dir: string; renders: () => Renders } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-render-budget-"));
  const token = randomUUID();
  fs.writeFileSync(path.join(dir, "index.html"), SHELL);
  fs.mkdirSync(path.join(dir, "ssr"));
  fs.writeFileSync(
    path.join(dir, "ssr", "entry-server.mjs"),
    `export async function render({ url }) {
      const all = (globalThis.medcampRenders ??= {});
      (all[${JSON.stringify(token)}] ??= []).push(url);
      return { status: 200, head: "<title>Camps</title>", body: "<main>rendered " + url + "</main>", dataScript: "",
        anonymous: true };
    }\n`,
  );
  return { dir, renders: () => rendersOf(token) };
}

const isRendered = (body: string) => body.includes("<main>rendered ");
const isShell = (body: string) => body.includes("<p>the app shell</p>");

/**
 * A cached page is rendered again in each new minute (server-render.ts): a test that counts renders of cached pages
 * starts with at least 10 s of its minute left, so its pages stay cached while it runs.
 */
async function withinOneMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A client address of its own for each run. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe("server-rendered pages: a render per page, and renders per client bounded (issue 37, item 9)", () => {
  let t: TestApp;
  let build: ReturnType<typeof standInBuild>;

  beforeAll(async () => {
    build = standInBuild();
    t = await createTestApp({ WEB_DIST_DIR: build.dir, RENDER_RATE_LIMIT: "10/3600" });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(build.dir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress, headers });

  test("every spelling of a page's query is one cached page, rendered from the names the page reads", async () => {
    await withinOneMinute();
    const client = someClient();
    const before = build.renders().length;
    const spellings = [
      "/meals",
      // A GET form sent without scripts carries its empty fields.
      "/meals?search=&category=&minPrice=&maxPrice=&when=&city=&sort=",
      "/meals?zz=1",
      "/meals?utm_source=newsletter&search=%20",
      "/meals/",
      "/meals?lang=xx",
    ];
    const answers = [];
    for (const url of spellings) answers.push(await get(url, client));
    expect(build.renders().slice(before)).toEqual(["http://localhost:3000/meals"]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
    }

    // The names in a fixed order, each with the first value given (the one the page reads); nothing else.
    const filtered = [
      "/meals?sort=startsAt&category=7days&x=%3Cscript%3E",
      "/meals?category=7days&sort=startsAt",
      "/meals?category=7days&sort=startsAt&sort=&page=",
    ];
    for (const url of filtered) expect(isRendered((await get(url, client)).body)).toBe(true);
    const twoValues = await get("/meals?search=first&search=second&lang=bn&lang=ar", client);
    const home = await get("/?newsletter=sent&utm_campaign=x&fbclid=y", client);
    const camp = [await get("/meal/%61bc?ref=share", client), await get("/meal/abc/", client)];
    expect(build.renders().slice(before + 1)).toEqual([
      "http://localhost:3000/meals?category=7days&sort=startsAt",
      "http://localhost:3000/meals?search=first&lang=bn",
      "http://localhost:3000/?newsletter=sent",
      "http://localhost:3000/meal/abc",
    ]);
    expect(twoValues.body).toContain('<html lang="bn"');
    expect(home.body).toContain("rendered http://localhost:3000/?newsletter=sent</main>");
    expect(camp[1]!.body).toBe(camp[0]!.body);
  });

  test("200 GET /meals?search=<random> from one client render at most RENDER_RATE_LIMIT pages; the rest get the app shell with a 429", async () => {
    const flooder = "203.0.113.7";
    const before = build.renders().length;
    let shells = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await get(`/meals?search=${randomUUID()}`, flooder);
      if (answer.statusCode === 429 && isShell(answer.body)) shells += 1;
      else expect([answer.statusCode, isRendered(answer.body)]).toEqual([200, true]);
    }
    const rendered = build.renders().length - before;
    expect(rendered).toBe(10);
    expect(shells).toBe(190);

    // The shell is index.html, which a browser shows and the app renders whatever the status; a crawler or a script
    // reads when to come back (one render is back every 360 s at 10/3600); no cache keeps it.
    const shell = await get(`/meals?search=${randomUUID()}`, flooder, { "accept-encoding": "identity" });
    expect(shell.statusCode).toBe(429);
    expect(shell.body).toBe(SHELL);
    expect(shell.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(shell.headers["cache-control"]).toBe("no-store");
    expect(Number(shell.headers["retry-after"])).toBeGreaterThan(300);
    expect(Number(shell.headers["retry-after"])).toBeLessThanOrEqual(360);
    // A page in the cache is still the rendered page, for this client too.
    await withinOneMinute();
    expect(isRendered((await get("/upcoming-meals", someClient())).body)).toBe(true);
    expect((await get("/upcoming-meals", flooder)).statusCode).toBe(200);
    // Others are not held to this client's renders, nor is its network's next neighbour on IPv4.
    expect(isRendered((await get(`/meals?search=${randomUUID()}`, "203.0.113.8")).body)).toBe(true);
  });

  test("a page rendered for a session counts too: a made-up cookie does not get a render per request", async () => {
    const client = "198.51.100.20";
    const before = build.renders().length;
    let shells = 0;
    for (let i = 0; i < 30; i++) {
      const answer = await get("/meals", client, { cookie: `made-up=${i}` });
      if (answer.statusCode === 429 && isShell(answer.body)) shells += 1;
    }
    expect(build.renders().length - before).toBe(10);
    expect(shells).toBe(20);
  });
});

test("the front door remembers a page under its own target only, not under names the page does not read", async () => {
  await withinOneMinute();
  const build = standInBuild();
  const app = Fastify();
  const remembered: string[] = [];
  try {
    const renderer = await createPageRenderer(app, {
      distDir: build.dir,
      baseUrl: "http://localhost:3000",
      feed: { stamp: () => "1", bumpAll: () => {}, close: async () => {} },
      front: { remember: (url: string) => remembered.push(url) } as unknown as FrontDoor,
      campImageUrl: (id: string) => id,
      siteImageUrl: "",
    });
    app.setNotFoundHandler((request, reply) => renderer!(request, reply));
    const urls = [
      "/meals",
      "/meals?zz=1",
      "/meals?search=&category=",
      "/meals/",
      "/meals?category=7days&sort=startsAt",
      "/meals?sort=startsAt&category=7days",
      "/meals?sort=startsAt&category=7days&utm_source=x",
    ];
    for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(remembered).toEqual([
      "/meals",
      "/meals?category=7days&sort=startsAt",
      "/meals?sort=startsAt&category=7days",
    ]);
    expect(build.renders()).toHaveLength(2);
  } finally {
    await app.close();
    fs.rmSync(build.dir, { recursive: true, force: true });
  }
});

describe("a page's target (issue 37, item 9)", () => {
  test("keeps the names the page reads, in order, first value, no blanks, a language of ours", () => {
    expect(pageTarget("/meals?search=&category=")).toBe("/meals");
    expect(pageTarget("/meals?page=2&city=Dhaka&category=7days&utm_x=1")).toBe(
      "/meals?category=7days&city=Dhaka&page=2",
    );
    expect(pageTarget("/meals?search=a+b")).toBe("/meals?search=a+b");
    expect(pageTarget("/meals?search=a%20b")).toBe("/meals?search=a+b");
    expect(pageTarget("/?category=7days&search=tea&newsletter=sent&page=3")).toBe(
      "/?category=7days&search=tea&newsletter=sent",
    );
    expect(pageTarget("/upcoming-meals/?search=x&lang=ar")).toBe("/upcoming-meals?lang=ar");
    expect(pageTarget("/meal/abc?category=x&lang=es")).toBe("/meal/abc?lang=es");
    expect(pageTarget("/meal/a%2Fb")).toBe("/meal/a%2Fb");
    expect(pageTarget("/meal/%E0")).toBe("/meal/%E0");
    // Not one of the pages (item 8: a second slash is a path under the public origin): its language only.
    expect(pageTarget("//evil.example/meals?search=x&lang=bn")).toBe("/evil.example/meals?lang=bn");
    expect(pageTarget("http://evil.example/meals?search=x")).toBe("/meals?search=x");
  });

  test("the front door keeps a page's own target only, in any order of its names", () => {
    const target = (url: string) => isPageTarget(url, pageTarget(url));
    expect(target("/meals")).toBe(true);
    expect(target("/meals?sort=startsAt&category=7days")).toBe(true);
    expect(target("/meals?search=a%20b")).toBe(true);
    for (const url of ["/meals?zz=1", "/meals?search=", "/meals/", "/meals?search=a&search=b", "//x/meals"]) {
      expect(target(url)).toBe(false);
    }
  });

  test("names every query name the web app's public pages read", () => {
    // The names are the web app's (apps/web/src); the server cannot import its screens, so it reads their source.
    const web = (file: string) => fs.readFileSync(path.join(serverRoot, "../web/src", file), "utf8");
    const allCamps = /export const ALL_CAMPS_PARAMS = \{([\s\S]*?)\} as const/.exec(
      web("features/camps/all-camps-first-view.ts"),
    )?.[1];
    const allCampsNames = [...(allCamps ?? "").matchAll(/^\s*\w+: "(\w+)",/gm)].map((match) => match[1]);
    const homeNames = [
      /HOME_CATEGORY_PARAM = "(\w+)"/.exec(web("features/camps/category-tabs.tsx"))?.[1],
      /HOME_SEARCH_PARAM = "(\w+)"/.exec(web("features/camps/home-search.tsx"))?.[1],
      NEWSLETTER_STATUS_PARAM,
    ];
    const namesOf = (page: string) => PAGE_QUERY_NAMES.find(([pattern]) => pattern.test(page))?.[1];
    expect(allCampsNames.length).toBeGreaterThanOrEqual(10);
    expect(namesOf("/meals")).toEqual([...allCampsNames, LOCALE_PARAM]);
    expect(namesOf("/")).toEqual([...homeNames, LOCALE_PARAM]);
  });
});

describe("renders per client", () => {
  test("a bucket of max renders, refilled max per window; an IPv6 client by its /64", () => {
    let now = 0;
    const limit = createRenderRateLimit({ max: 3, windowSeconds: 60 }, () => now);
    const told: string[] = [];
    const take = (ip: string) => limit.take(ip, (client) => told.push(client)).allowed;
    expect([take("2001:db8:1:2::1"), take("2001:db8:1:2:ffff::9"), take("2001:DB8:1:2::5")]).toEqual([
      true,
      true,
      true,
    ]);
    expect(take("2001:db8:1:2::1")).toBe(false);
    expect(take("2001:db8:1:2::1")).toBe(false);
    expect(told).toEqual(["2001:db8:1:2::/64"]);
    expect(take("2001:db8:1:3::1")).toBe(true);
    now = 20_000; // a third of the window: one render back
    expect([take("2001:db8:1:2::1"), take("2001:db8:1:2::1")]).toEqual([true, false]);
    expect(told).toEqual(["2001:db8:1:2::/64", "2001:db8:1:2::/64"]);
    // Out of renders: the next is back in a third of the window.
    expect(limit.take("2001:db8:1:2::1").retryAfterMs).toBeCloseTo(20_000);
    now = 30_000;
    expect(limit.take("2001:db8:1:2::1").retryAfterMs).toBeCloseTo(10_000);
  });

  test("client keys", () => {
    expect(renderClientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(renderClientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(renderClientKey("2001:0db8:0001:0002:0003:0004:0005:0006")).toBe("2001:db8:1:2::/64");
    expect(renderClientKey("::1")).toBe("0:0:0:0::/64");
    expect(renderClientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(renderClientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});
