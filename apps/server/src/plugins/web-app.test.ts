import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";

const INDEX = "<!doctype html><title>MedCamp</title><div id=root></div>";
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-web-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"MedCamp"}');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });

describe("index.html is served no-cache wherever it answers (issue 17, item 6)", () => {
  it.each(["/", "/index.html", "/meals", "/auth/register", "/user/history", "/admin/all-meal"])(
    "GET %s",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("HEAD / too", async () => {
    const res = await get("/", "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("hashed assets keep their long cache; other files an hour", async () => {
    expect((await get("/assets/app-1234.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("the service worker and the manifest are revalidated, so a release reaches installed apps (ADR 018)", async () => {
    const worker = await get("/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toMatch(/javascript/);
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
  });
});

describe("the document of an unknown or deleted camp answers 404 (issue 17, item 5)", () => {
  it("an existing camp's page is 200, GET and HEAD with the same headers, again and again", async () => {
    const id = await insertCamp(t.database.db, "Document Camp");
    const first = await get(`/meal/${id}`);
    const again = await get(`/meal/${id}`);
    const head = await get(`/meal/${id}`, "HEAD");
    for (const res of [first, again, head]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
    expect(first.body).toBe(INDEX);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    ["a malformed id", "/meal/not-a-camp"],
    ["an unknown id", "/meal/3f0e9a4c-1b2d-4c5e-8f90-123456789abc"],
  ])("%s answers 404 with the app itself", async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeUndefined();
  });

  it("a deleted camp's page turns 404 once it is gone", async () => {
    const id = await insertCamp(t.database.db, "Soon Gone");
    expect((await get(`/meal/${id}`)).statusCode).toBe(200);
    await t.database.db.delete(camps).where(eq(camps.id, id));
    await expect.poll(async () => (await get(`/meal/${id}`)).statusCode).toBe(404);
    expect((await get(`/meal/${id}`, "HEAD")).statusCode).toBe(404);
  });

  it("other pages and the API keep their answers", async () => {
    expect((await get("/meals")).statusCode).toBe(200);
    const api = await get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });
});
