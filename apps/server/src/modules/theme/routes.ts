import { PAGE_FORMS, THEME_COOKIE, THEMES } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptFormBodies } from "../../lib/form-body.ts";
import { preferenceCookie } from "../../lib/preference-cookies.ts";

/** The longest page address the form sends back to. */
const RETURN_MAX_CHARS = 2048;

const themeFormSchema = z.object({
  theme: z.enum(THEMES),
  return: z.string().max(RETURN_MAX_CHARS).optional(),
});

/**
 * Where to go back to: `wanted` when it is a page of this site (a path, with its query and fragment), else Home.
 * Never another host: `//evil.example` or `https://evil.example` lead Home.
 */
export function returnPath(wanted: string | undefined, baseUrl: string): string {
  if (!wanted?.startsWith("/")) return "/";
  try {
    const site = new URL(baseUrl);
    const target = new URL(wanted, site);
    if (target.origin !== site.origin) return "/";
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return "/";
  }
}

/**
 * The theme switch posted as plain HTML (ADR 025: without scripts; with them, the page's starter switches at once and
 * keeps the same cookie): keeps the theme in its cookie, which the server renders pages in, and goes back to the
 * page with a 303.
 */
export const themeRoutes: FastifyPluginAsyncZod<{ baseUrl: string }> = async (app, { baseUrl }) => {
  acceptFormBodies(app);
  const secure = new URL(baseUrl).protocol === "https:";
  app.post(PAGE_FORMS.theme, { schema: { body: themeFormSchema, hide: true } }, async (request, reply) => {
    return reply
      .header("set-cookie", preferenceCookie(THEME_COOKIE, request.body.theme, secure))
      .header("cache-control", "no-store")
      .redirect(returnPath(request.body.return, baseUrl), 303);
  });
};
