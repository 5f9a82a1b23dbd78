import { asc, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChangeFeed, startChangeFeed } from "../../cache/change-feed.ts";
import type { Database } from "../../db/client.ts";
import { camps } from "../../db/schema/index.ts";
import { registerErrorHandler } from "../../plugins/error-handler.ts";
import { TEST_BASE_URL } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { registerSeoRoutes } from "./index.ts";

const PAGE_SIZE = 2;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const campUrl = (id: string) => `${TEST_BASE_URL}/meal/${id}`;
const pageUrl = (n: number) => `${TEST_BASE_URL}/sitemaps/camps-${n}.xml`;

// The sitemap with pages of 2 camps, on a server of its own (buildApp keeps the protocol's 50,000) over a real
// database and its change feed.
describe("sitemap index and camp pages, 2 camps a page", () => {
  let database: Database;
  let feed: ChangeFeed;
  let app: FastifyInstance;

  const get = (url: string) => app.inject({ url });
  const allIds = async () =>
    (await database.db.select({ id: camps.id }).from(camps).orderBy(asc(camps.id))).map((row) => row.id);
  /**
   * Writes straight to the database, then waits for its change notice (on PostgreSQL it arrives after the commit),
   * as the server's own writes do not need to: they count every topic as changed at once.
   */
  async function written<T>(write: () => Promise<T>): Promise<T> {
    const before = feed.stamp(["camps"]);
    const result = await write();
    await vi.waitFor(() => expect(feed.stamp(["camps"])).not.toBe(before), { timeout: 10_000 });
    return result;
  }
  /** Every camp URL that the pages the index lists give, page by page. */
  async function pagesOfIndex(): Promise<string[][]> {
    const index = await get("/sitemap.xml");
    const files = locs(index.body).filter((url) => url !== `${TEST_BASE_URL}/sitemaps/pages.xml`);
    return Promise.all(files.map(async (url) => locs((await get(url.slice(TEST_BASE_URL.length))).body)));
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startChangeFeed(database, { warn: () => {} });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await registerSeoRoutes(app, {
      db: database.db,
      feed,
      baseUrl: TEST_BASE_URL,
      webRoot: "/nonexistent",
      sitemapPageSize: PAGE_SIZE,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await feed.close();
    await database.close();
  });

  it("lists only the public pages' sitemap while there is no camp", async () => {
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index.body)).toEqual([`${TEST_BASE_URL}/sitemaps/pages.xml`]);
    expect((await get("/sitemaps/camps-1.xml")).statusCode).toBe(404);
  });

  it("lists the public pages", async () => {
    const pages = await get("/sitemaps/pages.xml");
    expect(pages.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(pages.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(pages.body)).toEqual([
      `${TEST_BASE_URL}/`,
      `${TEST_BASE_URL}/meals`,
      `${TEST_BASE_URL}/upcoming-meals`,
    ]);
  });

  it("has ceil(N/2) camp pages, each listing exactly its camps in id order, every camp once", async () => {
    await written(async () => {
      for (let i = 0; i < 5; i++) await insertCamp(database.db);
    });
    const ids = await allIds();
    expect(ids).toHaveLength(5);
    const index = locs((await get("/sitemap.xml")).body);
    expect(index).toEqual([`${TEST_BASE_URL}/sitemaps/pages.xml`, pageUrl(1), pageUrl(2), pageUrl(3)]);
    const pages = await pagesOfIndex();
    expect(pages).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)].map((page) => page.map(campUrl)));
    const listed = pages.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(ids.map(campUrl).sort());
  });

  it("follows camps added and deleted", async () => {
    const added = await written(() => insertCamp(database.db));
    expect((await pagesOfIndex()).flat()).toContain(campUrl(added));
    expect(locs((await get("/sitemap.xml")).body)).toHaveLength(1 + 3); // 6 camps: still 3 pages
    const [first] = await allIds();
    await written(() => database.db.delete(camps).where(eq(camps.id, first!)));
    const pages = await pagesOfIndex();
    expect(pages.flat()).not.toContain(campUrl(first!));
    expect(pages.flat().sort()).toEqual((await allIds()).map(campUrl).sort());
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it("answers 304 for the ETag it gave, and 404 {message, code} past the last page or for a page not so written", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers["cache-control"]).toBe("public, no-cache");
    const again = await app.inject({ url: "/sitemap.xml", headers: { "if-none-match": String(index.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const page of ["4", "0", "01", "-1", "1e1", "x", ""]) {
      const res = await get(`/sitemaps/camps-${page}.xml`);
      expect(res.statusCode, page).toBe(404);
      expect(res.json(), page).toEqual({ message: expect.any(String), code: "ROUTE_NOT_FOUND" });
    }
  });
});
