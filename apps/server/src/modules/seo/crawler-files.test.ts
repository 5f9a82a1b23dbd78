import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { escapeXml, urlSetXml } from "./sitemap-xml.ts";

describe("robots.txt and the sitemap, as the server serves them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("robots.txt lets crawlers read the public pages, keeps them out of the private areas and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const line of [
      "Allow: /",
      "Disallow: /user",
      "Disallow: /admin",
      "Disallow: /api/",
      "Disallow: /payments",
      "Disallow: /auth/",
      `Sitemap: ${TEST_BASE_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.filter((line) => /^Disallow: \/(meals?|upcoming-meals)?$/.test(line))).toEqual([]);
  });

  it("the sitemap index lists every camp in one page of the protocol's size", async () => {
    const ids = [await insertCamp(t.database.db), await insertCamp(t.database.db)];
    const index = await t.app.inject({ url: "/sitemap.xml" });
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.body).toContain(`<loc>${TEST_BASE_URL}/sitemaps/camps-1.xml</loc>`);
    expect(index.body).not.toContain("camps-2.xml");
    const page = await t.app.inject({ url: "/sitemaps/camps-1.xml" });
    for (const id of ids) expect(page.body).toContain(`<loc>${TEST_BASE_URL}/meal/${id}</loc>`);
  });

  it("escapes what XML would read as markup", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
    expect(urlSetXml(["https://x.example/?a=1&b=<2>"])).toContain("<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>");
  });
});
