import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin } from "vite";

/** The starter's source: a classic script for <head> (ADR 025). */
const START_ENTRY = path.join(import.meta.dirname, "src", "start", "page-start.ts");
/** Where index.html asks for the starter; replaced by the built script's tag. */
const PLACEHOLDER = "<!-- page-start -->";
/** The path the dev server answers the starter on. */
const DEV_PATH = "/@medcamp/page-start.js";

/** The starter bundled on its own (the contract's constants included), minified, as one classic script. */
async function bundleStarter(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: START_ENTRY, formats: ["iife"], name: "medcampPageStart", fileName: () => "page-start.js" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("the page starter did not build");
}

const tagFor = (src: string) => `<script src="${src}"></script>`;

/**
 * Builds src/start/page-start.ts into a content-hashed classic script (`assets/page-start-[hash].js`, cached for
 * good like the app's own files) and puts it where index.html's `<!-- page-start -->` stands: the first script of
 * every page, blocking, so the chosen theme applies before the first paint and the first touch is answered before
 * the app arrives. The dev server bundles it on each request.
 */
export function pageStarter(): Plugin {
  let fileName: string | undefined;
  return {
    name: "medcamp-page-start",
    async buildStart() {
      if (this.environment.name !== "client") return;
      const code = await bundleStarter();
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8).replace(/[-_]/g, "0");
      fileName = `assets/page-start-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        bundleStarter().then((code) => {
          response.setHeader("content-type", "text/javascript");
          response.end(code);
        }, next);
      });
    },
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html must hold ${PLACEHOLDER}`);
        const src = context.server ? DEV_PATH : `/${fileName ?? ""}`;
        if (!context.server && !fileName) throw new Error("the page starter was not built");
        return html.replace(PLACEHOLDER, tagFor(src));
      },
    },
  };
}
