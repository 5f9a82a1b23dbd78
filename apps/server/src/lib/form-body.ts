import type { FastifyInstance } from "fastify";

/** An HTML form's fields as a browser posts them; a form of the public pages is small. */
const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies in the calling plugin's scope as `{ name: value }` (the last of a
 * repeated name): the public pages' forms posted without scripts (ADR 025).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
