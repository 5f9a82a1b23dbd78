import type { SwaggerTransform } from "@fastify/swagger";
import { REFUSALS, type RefusalCode } from "@medcamp/contract";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { guardOf } from "../../lib/guards.ts";
import { describeRefusal } from "../../lib/refusal-responses.ts";
import { OPTIONAL_BODY } from "./document.ts";

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Guard = ReturnType<typeof guardOf>;
type JsonResponse = { description?: string; content?: Record<string, { schema: unknown }>; [key: string]: unknown };

/** "GET /api/meals/{id}/like" → "getMealsByIdLike" (".ics" → "Ics"): stable, unique, readable in generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .join("-")
    .split(/[-_.]/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** The refusals every route of this shape can answer, whatever its own rules: input, session, role, limits. */
function sharedRefusals(route: RouteOptions, guard: Guard, hasInput: boolean): RefusalCode[] {
  const codes: RefusalCode[] = ["BAD_URL", "NUL_CHARACTER"];
  if (hasInput) codes.push("VALIDATION_ERROR");
  if (route.url.includes(":")) codes.push("URI_TOO_LONG");
  const write = [route.method].flat().some((m) => WRITES.has(m));
  if (write) codes.push("BAD_JSON", "JSON_TOO_DEEP", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  if (guard !== "public") codes.push("UNAUTHORIZED");
  if (guard === "admin") codes.push("ADMIN_REQUIRED");
  if (write) codes.push("CROSS_SITE_REQUEST", "RATE_LIMITED");
  codes.push("INTERNAL_ERROR");
  return codes;
}

/** Adds the shared refusals to the route's own error answers, one response per status, described by its codes. */
function withRefusals(responses: Record<string, JsonResponse>, codes: RefusalCode[]): Record<string, JsonResponse> {
  const merged = { ...responses };
  for (const code of codes) {
    const status = String(REFUSALS[code].status);
    const existing = merged[status];
    const line = describeRefusal(code);
    const own = existing?.description;
    const description = !own ? line : own.split("\n\n").includes(line) ? own : `${own}\n\n${line}`;
    merged[status] = { description, content: { "application/json": { schema: ERROR_REF } } };
  }
  return merged;
}

const CACHE_HEADERS = {
  ETag: { type: "string", description: "A strong validator of these bytes; send it back in If-None-Match." },
  "Cache-Control": {
    type: "string",
    description: "`public, no-cache` for everyone's answer; `no-store` for a signed-in viewer's (it names them).",
  },
};

const NO_STORE_HEADERS = {
  "Cache-Control": {
    type: "string",
    description: "`no-store`: the answer depends on the session, so no browser or proxy keeps it.",
  },
};

/** A signed-in operation's answers, refusals included, are never stored (plugins/private-answers.ts). */
function withNoStore(responses: Record<string, JsonResponse>): Record<string, JsonResponse> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [status, { ...response, headers: NO_STORE_HEADERS }]),
  );
}

/** A cached answer (ADR 006) carries ETag and Cache-Control, and a matching If-None-Match gets a bodiless 304. */
function withCacheAnswers(responses: Record<string, JsonResponse>): Record<string, JsonResponse> {
  const ok = responses["200"];
  return {
    ...responses,
    ...(ok ? { 200: { ...ok, headers: CACHE_HEADERS } } : {}),
    304: {
      description: "Not Modified: the client's copy (If-None-Match) is current.",
      type: "null",
      headers: CACHE_HEADERS,
    },
  };
}

const isOptional = (schema: unknown) => schema instanceof z.ZodType && schema.safeParse(undefined).success;

/** A success answer without a description of its own reads "OK", "Created", … instead of "Default Response". */
function describeSuccess(responses: Record<string, JsonResponse>): Record<string, JsonResponse> {
  const names: Record<string, string> = { 200: "OK", 201: "Created" };
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      names[status] && !response.description ? { ...response, description: names[status] } : response,
    ]),
  );
}

/** The per-route transform: zod schemas to JSON Schema, then operationId, security and every answer. */
export const describeOperation: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return transformed;
  const route = input.route as RouteOptions;
  const guard = guardOf(route);
  const original = route.schema ?? {};
  const hasInput = Boolean(original.body || original.querystring || original.params);
  let responses = withRefusals(describeSuccess((schema.response ?? {}) as Record<string, JsonResponse>), [
    ...sharedRefusals(route, guard, hasInput),
  ]);
  const cachedReads = route.config?.cachedReads;
  if (cachedReads) responses = withCacheAnswers(responses);
  if (guard !== "public") responses = withNoStore(responses);
  const method = [route.method].flat()[0] ?? "GET";
  return {
    url: transformed.url,
    schema: {
      ...schema,
      operationId: operationIdOf(method, input.url),
      security: guard === "public" ? [] : [{ session: [] }],
      response: responses,
      ...(cachedReads ? { "x-cached-reads": cachedReads } : {}),
      ...(isOptional(original.body) ? { [OPTIONAL_BODY]: true } : {}),
    },
  };
};
