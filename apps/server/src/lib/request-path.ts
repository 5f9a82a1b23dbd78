import { PAGE_FORMS } from "@medcamp/contract";
import type { FastifyRequest } from "fastify";

/**
 * The path a hook decides on: the pattern of the route the router matched (`/api/meals/:id`, `/api/auth/*`), so
 * every spelling of a target that reaches a route counts as that route — the absolute form
 * (`POST http://host/api/meals/1/like`), percent-encoded letters (`/%61pi/…`). `request.url` keeps the target
 * as sent and must not decide. A request no route matches is decided on its target's parsed path.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched;
  try {
    return new URL(request.url, "http://localhost").pathname;
  } catch {
    return request.url.split("?")[0] ?? "";
  }
}

/** Under /api (the JSON API), and whether it is better-auth's part of it, by `routePath`. */
export function apiArea(request: FastifyRequest): "auth" | "api" | undefined {
  const path = routePath(request);
  if (path.startsWith("/api/auth/")) return "auth";
  return path === "/api" || path.startsWith("/api/") ? "api" : undefined;
}

const PAGE_FORM_PATHS: ReadonlySet<string> = new Set(Object.values(PAGE_FORMS));

/** A public page's form posted as plain HTML (`POST /newsletter`, `POST /theme`, ADR 025): a write like the API's. */
export function isPageForm(request: FastifyRequest): boolean {
  return request.method === "POST" && PAGE_FORM_PATHS.has(routePath(request));
}
