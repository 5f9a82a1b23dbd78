import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loggedRoutePath } from "../lib/log-safe-path.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The `code` of the refusal this request was answered with (for its log line). */
    refusalCode: string | undefined;
  }
}

/** Refusals that say someone tried something they may not: logged at warn with their code. */
const WARN_STATUSES = new Set([401, 403, 429]);
const SIGN_IN = /^\/api\/auth\/sign-in\//;

function refusalCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== "string" || !payload.includes('"code"')) return undefined;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One JSON line per request (architecture.md §2) that can answer "who did this": method, path (e-mail addresses
 * masked), status, time, request id, the client IP as the trusted-proxy rules give it, and the user id when signed
 * in. Failed sign-ins and 401/403/429 refusals are written at warn with the refusal's code.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest("refusalCode", undefined);
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400) request.refusalCode = refusalCodeOf(payload);
    return payload;
  });
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const status = reply.statusCode;
    const path = loggedRoutePath(request.url, request.routeOptions.url, request.params);
    const failedSignIn = status >= 400 && SIGN_IN.test(path);
    const line = {
      method: request.method,
      url: path,
      status,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      ...(request.user ? { userId: request.user.id } : {}),
      ...(request.refusalCode ? { code: request.refusalCode } : {}),
    };
    if (failedSignIn || WARN_STATUSES.has(status)) {
      request.log.warn(line, failedSignIn ? "sign-in refused" : "request refused");
    } else request.log.info(line, "request");
  });
}
