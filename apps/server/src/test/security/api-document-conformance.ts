import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/**
 * Checks real answers against the API document, as a validating proxy in front of the server would: the status
 * must be documented for the operation, and a JSON body must match that status's schema. Routes the document
 * leaves out (hidden ones: auth, docs, webhook) are not checked. Returns what did not match.
 */
export async function apiDocumentChecker(app: FastifyInstance) {
  const doc = (await app.inject({ url: "/api/openapi.json" })).json() as ApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema(doc, "doc");
  const problems: string[] = [];
  let checked = 0;

  return {
    doc,
    problems,
    checked: () => checked,
    /** `route` as the route table writes it: "POST /api/meals/{id}/like". */
    check(route: string, res: LightMyRequestResponse) {
      const [method = "", path = ""] = route.split(" ");
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) return;
      checked += 1;
      const status = String(res.statusCode);
      const response = operation.responses[status];
      if (!response) {
        problems.push(`${route} answered ${status}, which the document does not list: ${res.body.slice(0, 100)}`);
        return;
      }
      const json = response.content?.["application/json"];
      const types = Object.keys(response.content ?? {});
      if (!json && types.length > 0) {
        // A documented non-JSON answer (text/calendar): the type must be one the document lists.
        const type = String(res.headers["content-type"] ?? "")
          .split(";")[0]!
          .trim();
        if (!types.includes(type)) problems.push(`${route} ${status}: ${type || "no content-type"}, not ${types}`);
        return;
      }
      if (!json) {
        if (res.body !== "") problems.push(`${route} ${status}: a body where the document has none`);
        if (res.statusCode === 304 && res.headers["content-type"]) problems.push(`${route} 304 with a content-type`);
        return;
      }
      const ref = `doc#/${pointer("paths", path, method.toLowerCase(), "responses", status, "content", "application/json", "schema")}`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      if (!validate(res.json())) {
        problems.push(`${route} ${status} does not match its schema: ${ajv.errorsText(validate.errors)}`);
      }
    },
  };
}
