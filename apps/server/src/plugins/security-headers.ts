import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of every response, with a CSP the built web app satisfies without inline scripts. helmet
 * decides them once here (they depend on nothing in the request); each response then gets the same set.
 */
export function securityHeaders(opts: { https: boolean }): SecurityHeaders {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  let failure: unknown;
  apply({} as Parameters<typeof apply>[0], collector, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
