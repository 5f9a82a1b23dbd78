import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { describe, expect, test } from "vitest";
import type { ChangeFeed } from "../cache/change-feed.ts";
import type { FrontDoor } from "../cache/front-door.ts";
import { createPageRenderer, documentOf, isRenderedPage, readTemplate } from "./server-render.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The static description."
    />
    <!-- noindex: the browser's pages. -->
    <meta name="robots" content="noindex" />
    <title>MedCamp</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <header><a href="/">MedCamp</a></header>
    </div>
  </body>
</html>`;

describe("server-rendered documents", () => {
  test("put the page's head tags in place of index.html's title and description, its HTML in #root, its data last", () => {
    const html = documentOf(readTemplate(INDEX), {
      status: 200,
      head: "<title>Camp · MedCamp</title>",
      body: "<main>Camp</main>",
      dataScript: '<script type="application/json" id="medcamp-data">{}</script>',
      anonymous: true,
    });
    expect(html).not.toContain("<title>MedCamp</title>");
    expect(html).not.toContain("The static description.");
    expect(html).not.toContain("noindex");
    expect(html).not.toContain("<header>");
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-abc.js"><\/script>\s*<title>Camp/);
    expect(html).toContain('<div id="root"><main>Camp</main></div>');
    expect(html).toMatch(/<\/div>\s*<script type="application\/json" id="medcamp-data">\{\}<\/script><\/body>/);
  });

  test("refuse an index.html without #root", () => {
    expect(() => readTemplate("<html><body></body></html>")).toThrow(/root/);
  });

  test("are the four public pages only", () => {
    for (const path of ["/", "/meals", "/meals/", "/meal/abc", "/upcoming-meals"])
      expect(isRenderedPage(path)).toBe(true);
    for (const path of ["/auth/login", "/user", "/admin/all-meal", "/meal/a/b", "/privacy"]) {
      expect(isRenderedPage(path)).toBe(false);
    }
  });

  test("leave every page to the browser when the build has no server entry, or one that cannot load", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-ssr-"));
    const app = Fastify();
    const opts = {
      distDir: dir,
      baseUrl: "http://localhost:3000",
      feed: {} as ChangeFeed,
      front: {} as FrontDoor,
      campImageUrl: (id: string) => id,
      siteImageUrl: "",
    };
    try {
      fs.writeFileSync(path.join(dir, "index.html"), INDEX);
      expect(await createPageRenderer(app, opts)).toBeUndefined();
      fs.mkdirSync(path.join(dir, "ssr"));
      fs.writeFileSync(path.join(dir, "ssr", "entry-server.mjs"), 'throw new Error("broken build");\n');
      expect(await createPageRenderer(app, opts)).toBeUndefined();
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("send a page compressed when the visitor accepts it, on its first render too", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-ssr-"));
    const app = Fastify();
    try {
      fs.writeFileSync(path.join(dir, "index.html"), INDEX);
      fs.mkdirSync(path.join(dir, "ssr"));
      // A stand-in for the built entry: a page long enough to be worth compressing.
      fs.writeFileSync(
        path.join(dir, "ssr", "entry-server.mjs"),
        `export async function render() {
          return { status: 200, head: "<title>Camps</title>", body: "<main>" + "camp ".repeat(2000) + "</main>",
            dataScript: "", anonymous: true };
        }\n`,
      );
      const renderer = await createPageRenderer(app, {
        distDir: dir,
        baseUrl: "http://localhost:3000",
        feed: { stamp: () => "1", bumpAll: () => {}, close: async () => {} },
        front: { remember: () => {} } as unknown as FrontDoor,
        campImageUrl: (id: string) => id,
        siteImageUrl: "",
      });
      if (!renderer) throw new Error("the stand-in entry did not load");
      app.setNotFoundHandler((request, reply) => renderer(request, reply));
      for (const encoding of ["br", "gzip"] as const) {
        const answer = await app.inject({ url: "/meals", headers: { "accept-encoding": encoding } });
        expect(answer.headers["content-encoding"]).toBe(encoding);
        const html = (encoding === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync)(answer.rawPayload).toString();
        expect(html).toContain("<main>camp camp");
      }
      const plain = await app.inject({ url: "/meals" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("<main>camp camp");
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
