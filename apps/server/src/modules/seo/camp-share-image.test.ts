import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps } from "../../db/schema/index.ts";
import { serverRoot } from "../../server-root.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { campImageUrl, SHARE_IMAGE, siteImageUrl } from "./index.ts";
import { pngSize } from "./png-header.ts";
import { renderPng, shareImageSvg } from "./share-image.ts";

/** A demo camp picture as the web build ships it; the test camps' image is `/images/camps/test.svg`. */
const SHIPPED_SVG = fs.readFileSync(path.join(serverRoot, "../web/public/images/camps/cardiology.svg"));

describe("GET /meal-image/{id}.png: a camp's share picture", () => {
  let t: TestApp;
  let webRoot: string;
  let campId: string;
  let fallback: Buffer;
  let admin: TestUser;

  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/meal-image/${id}.png`, headers });
  const setImage = (id: string, image: string) => t.database.db.update(camps).set({ image }).where(eq(camps.id, id));

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-seo-web-"));
    fs.mkdirSync(path.join(webRoot, "images", "camps"), { recursive: true });
    fs.writeFileSync(path.join(webRoot, "images", "camps", "test.svg"), SHIPPED_SVG);
    t = await createTestApp({ WEB_DIST_DIR: webRoot });
    campId = await insertCamp(t.database.db);
    fallback = await renderPng(shareImageSvg(undefined));
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("draws the camp's own SVG as a 1200×630 PNG", async () => {
    const res = await get(campId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(pngSize(res.rawPayload)).toEqual(SHARE_IMAGE);
    expect(res.rawPayload.equals(fallback)).toBe(false);
    const expected = await renderPng(shareImageSvg({ data: SHIPPED_SVG, mediaType: "image/svg+xml" }));
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it("is everyone's answer with a strong ETag, and 304 when the client holds it", async () => {
    const first = await get(campId);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(campId, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(campId, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: `/meal-image/${campId}.png` });
    expect([res.statusCode, res.headers["content-type"], res.rawPayload.length]).toEqual([200, "image/png", 0]);
  });

  it("draws the MedCamp picture for an external image URL (never fetched) and for a missing file", async () => {
    const external = await insertCamp(t.database.db);
    await setImage(external, "https://images.example.org/camp.svg");
    const missing = await insertCamp(t.database.db);
    await setImage(missing, "/images/camps/not-shipped.svg");
    const outside = await insertCamp(t.database.db);
    await setImage(outside, "/images/../../etc/passwd.svg");
    for (const id of [external, missing, outside]) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(200);
      expect(pngSize(res.rawPayload), id).toEqual(SHARE_IMAGE);
      expect(res.rawPayload.equals(fallback), id).toBe(true);
    }
  });

  it("follows an admin's edit of the camp's image at once (its cached picture is dropped)", async () => {
    const id = await insertCamp(t.database.db);
    const before = await get(id);
    // Through the admin route, as the product edits: the instance that wrote drops its cache before answering.
    // (A write straight to the table is seen when its database notice arrives, which is a moment later.)
    const edit = await injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meals/${id}`,
      payload: {
        title: "Test Camp",
        image: "https://images.example.org/new.png",
        description: "D",
        price: 5,
        ingredients: ["N"],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(id);
    expect(after.rawPayload.equals(fallback)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("answers 404 {message, code} for an unknown camp and 400 for a malformed id", async () => {
    const unknown = await get(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String), code: "CAMP_NOT_FOUND" });
    expect(unknown.headers["cache-control"]).not.toBe("public, no-cache");
    const malformed = await get("not-a-camp");
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("serves MedCamp's own picture for the pages that are not a camp's", async () => {
    expect(siteImageUrl(TEST_BASE_URL)).toBe(`${TEST_BASE_URL}/share-image.png`);
    const res = await t.app.inject({ url: "/share-image.png" });
    expect([res.statusCode, res.headers["content-type"], res.headers["cache-control"]]).toEqual([
      200,
      "image/png",
      "public, no-cache",
    ]);
    expect(res.rawPayload.equals(fallback)).toBe(true);
  });

  it("gives page heads the picture's absolute URL", async () => {
    expect(campImageUrl(TEST_BASE_URL, campId)).toBe(`${TEST_BASE_URL}/meal-image/${campId}.png`);
    const res = await t.app.inject({ url: campImageUrl(TEST_BASE_URL, campId).slice(TEST_BASE_URL.length) });
    expect(res.headers["content-type"]).toBe("image/png");
  });
});
