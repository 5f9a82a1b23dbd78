import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { TEST_BASE_URL, testConfig } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { signUp, type TestUser } from "../test/test-users.ts";

/** A GET that returns the bytes as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

// The front door answers repeat anonymous GETs of cached public answers before Fastify (ADR 006). It only shows
// over a real socket (inject bypasses the HTTP server), so this test listens on a port.
describe("front door", () => {
  let database: Database;
  let app: FastifyInstance;
  let origin: string;
  let camper: TestUser;
  let campId: string;
  let appSaw = 0; // requests that reached Fastify's hooks

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database });
    app.addHook("onRequest", async (request) => {
      if (request.url.startsWith("/api/meals")) appSaw += 1;
    });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
    camper = await signUp(app);
    campId = await insertCamp(database.db);
    for (let i = 0; i < 6; i++) await insertCamp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${origin}${path}`, { method, headers });
  /** Every header but those that describe the connection or the moment rather than the answer. */
  const CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  const pick = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !CONNECTION.has(name)));

  it("answers a repeat anonymous GET itself, with the app's bytes and headers", async () => {
    const before = appSaw;
    const first = await get("/api/meals?category=All");
    const second = await get("/api/meals?category=All");
    expect(appSaw - before).toBe(1);
    expect(second.status).toBe(200);
    expect(pick(second)).toEqual(pick(first));
    expect(await second.text()).toBe(await first.text());
  });

  it("answers 304 for a matching If-None-Match, a bodiless HEAD, and compressed bytes to clients that accept them", async () => {
    const path = `/api/meals/${campId}`;
    const first = await get(path);
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    const before = appSaw;
    const notModified = await get(path, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("content-type")).toBeNull();
    const head = await get(path, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(appSaw - before).toBe(0);
    // The app's own 304 (a request with a cookie always reaches it) carries the same headers as the front door's.
    const appNotModified = await get(path, { "if-none-match": etag, cookie: "unrelated=1" });
    expect(appNotModified.status).toBe(304);
    expect(pick(appNotModified)).toEqual(pick(notModified));
    // A list is big enough to be worth compressing (answers under 1 KB go as they are).
    const list = await (await get("/api/meals?limit=20")).text();
    expect(list.length).toBeGreaterThan(1024);
    const compressed = await rawGet(`${origin}/api/meals?limit=20`, { "accept-encoding": "gzip, deflate, br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.body).toString()).toBe(list);
  });

  it("never answers a request that carries a cookie", async () => {
    await get("/api/meals?category=3days");
    const before = appSaw;
    await get("/api/meals?category=3days", { cookie: camper.cookie });
    expect(appSaw - before).toBe(1);
  });

  it("lets the app answer again as soon as a change makes the cached answer stale", async () => {
    const likesOf = async () => {
      const res = await get(`/api/meals/${campId}`);
      return ((await res.json()) as { likes: number }).likes;
    };
    expect(await likesOf()).toBe(0);
    const like = await fetch(`${origin}/api/meals/${campId}/like`, {
      method: "POST",
      headers: { cookie: camper.cookie, origin: TEST_BASE_URL, "content-type": "application/json" },
      body: "{}",
    });
    expect(like.status).toBe(200);
    expect(await likesOf()).toBe(1);
  });
});
