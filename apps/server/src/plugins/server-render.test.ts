import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { describe, expect, test } from "vitest";
import type { ChangeFeed } from "../cache/change-feed.ts";
import type { FrontDoor } from "../cache/front-door.ts";
import { createPageRenderer, documentOf, isRenderedPage, pageUrl, readTemplate } from "./server-render.ts";

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

/** The answer to a GET of `target` exactly as written, on a connection of its own. */
function rawGet(port: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.end(`GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * Runs `run` against a server whose build has `entrySource` as its server entry (a stand-in for the built one) and
 * answers every page through the renderer, as the web app's not-found route does.
 */
async function withStandInRenderer(entrySource: string, run: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-ssr-"));
  const app = Fastify();
  try {
    fs.writeFileSync(path.join(dir, "index.html"), INDEX);
    fs.mkdirSync(path.join(dir, "ssr"));
    fs.writeFileSync(path.join(dir, "ssr", "entry-server.mjs"), entrySource);
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
    await run(app);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

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
    // A page long enough to be worth compressing.
    const longPage = `export async function render() {
      return { status: 200, head: "<title>Camps</title>", body: "<main>" + "camp ".repeat(2000) + "</main>",
        dataScript: "", anonymous: true };
    }\n`;
    await withStandInRenderer(longPage, async (app) => {
      for (const encoding of ["br", "gzip"] as const) {
        const answer = await app.inject({ url: "/meals", headers: { "accept-encoding": encoding } });
        expect(answer.headers["content-encoding"]).toBe(encoding);
        const html = (encoding === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync)(answer.rawPayload).toString();
        expect(html).toContain("<main>camp camp");
      }
      const plain = await app.inject({ url: "/meals" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("<main>camp camp");
    });
  });

  describe("a visitor's choices (ADR 025)", () => {
    /** A stand-in entry that says which language it rendered and how many pages it rendered so far. */
    const echoEntry = `let renders = 0;
      export async function render({ locale }) {
        renders += 1;
        return { status: 200, head: "<title>Camps</title>", body: "<main>" + locale + " render " + renders + "</main>",
          dataScript: "", anonymous: true };
      }\n`;

    test("?lang= renders the page in that language and keeps it in the cookie; that answer is no one else's", async () => {
      await withStandInRenderer(echoEntry, async (app) => {
        const asked = await app.inject({ url: "/meals?lang=bn", headers: { "accept-language": "en" } });
        expect(asked.body).toContain('<html lang="bn" dir="ltr"');
        expect(asked.body).toMatch(/<main>bn render \d+<\/main>/);
        expect(asked.headers["set-cookie"]).toBe("medcamp_lang=bn; Path=/; Max-Age=31536000; SameSite=Lax");
        expect(asked.headers["cache-control"]).toBe("no-store");
        expect(asked.headers.etag).toBeUndefined();

        const arabic = await app.inject({ url: "/?lang=ar", headers: { cookie: "medcamp_lang=bn" } });
        expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
        expect(arabic.headers["set-cookie"]).toBe("medcamp_lang=ar; Path=/; Max-Age=31536000; SameSite=Lax");

        // The cookie already says so: nothing to keep, and the page is the one every such visitor gets.
        const kept = await app.inject({ url: "/meals?lang=bn", headers: { cookie: "medcamp_lang=bn" } });
        expect(kept.headers["set-cookie"]).toBeUndefined();
        expect(kept.headers["cache-control"]).toBe("public, no-cache");
        expect(kept.headers.etag).toBeDefined();

        // Not a language of ours: the URL asks for nothing.
        const unknown = await app.inject({ url: "/meals?lang=xx", headers: { "accept-language": "es" } });
        expect(unknown.body).toContain('<html lang="es"');
        expect(unknown.headers["set-cookie"]).toBeUndefined();
      });
    });

    test("a chosen theme is rendered in <html>, and a visitor with only choices in cookies shares the cached page", async () => {
      await withStandInRenderer(echoEntry, async (app) => {
        const headers = { cookie: "medcamp_theme=dark; medcamp_lang=es" };
        const first = await app.inject({ url: "/meals", headers });
        const second = await app.inject({ url: "/meals", headers });
        expect(first.body).toContain('<html lang="es" dir="ltr" data-theme="dark"');
        expect(second.body).toBe(first.body);
        expect(first.headers["cache-control"]).toBe("public, no-cache");
        const light = await app.inject({ url: "/meals", headers: { cookie: "medcamp_theme=light; medcamp_lang=es" } });
        expect(light.body).toContain('data-theme="light"');
        const neither = await app.inject({ url: "/meals", headers: { cookie: "medcamp_theme=neon; medcamp_lang=es" } });
        expect(neither.body).not.toContain("data-theme");
      });
    });

    test("a cookie besides the choices (a session) gets its own page, rendered for it and stored nowhere", async () => {
      await withStandInRenderer(echoEntry, async (app) => {
        const headers = { cookie: "medcamp_theme=dark; better-auth.session_token=abc" };
        const first = await app.inject({ url: "/meals", headers });
        const second = await app.inject({ url: "/meals", headers });
        expect(first.headers["cache-control"]).toBe("no-store");
        expect(second.body).not.toBe(first.body);
        expect(first.body).toContain('data-theme="dark"');
      });
    });
  });

  test("render a page on the public origin whatever host the request target names (issue 37, item 8)", async () => {
    const base = "https://medcamp.example";
    expect(pageUrl("/meals?category=7days", base)).toBe("https://medcamp.example/meals?category=7days");
    expect(pageUrl("http://evil.example/meals?x=1", base)).toBe("https://medcamp.example/meals?x=1");
    expect(pageUrl("//evil.example/meals", base)).toBe("https://medcamp.example/evil.example/meals");
    expect(pageUrl("/\\evil.example/meals", base)).toBe("https://medcamp.example/evil.example/meals");

    const echoUrl = `export async function render({ url }) {
      return { status: 200, head: "", body: "<main>" + url + "</main>", dataScript: "", anonymous: true };
    }\n`;
    await withStandInRenderer(echoUrl, async (app) => {
      // Sent as written on a real connection: a test client would tidy the target first.
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = new URL(address);
      for (const target of ["http://evil.example/meals", "//evil.example/meals", "/meals"]) {
        const answer = await rawGet(port, target);
        expect(answer).toMatch(/<main>http:\/\/localhost:3000\/[^<]*meals<\/main>/);
        expect(answer.replace("localhost:3000/evil.example/meals", "")).not.toContain("evil.example");
      }
    });
  });
});
