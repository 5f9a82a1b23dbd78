import type { SwaggerTransformObject } from "@fastify/swagger";
import { jsonSchemaTransformObject } from "fastify-type-provider-zod";

type Json = Record<string, unknown>;
const OPTIONAL_BODY = "x-body-optional";

/** Every `#/components/schemas/X` reached from `value`, following refs into the components themselves. */
function usedSchemaNames(value: unknown, schemas: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => usedSchemaNames(item, schemas, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const name = key === "$ref" && typeof child === "string" ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : "";
      if (name && !found.has(name)) {
        found.add(name);
        usedSchemaNames(schemas[name], schemas, found);
      } else usedSchemaNames(child, schemas, found);
    }
  }
  return found;
}

/**
 * The whole document once every route is described: the named schemas (zod gives each an input and an output
 * form) keep only those an operation uses, and a body the route marked optional is not required.
 */
export const finishDocument: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Json & { paths?: Json; components?: { schemas?: Json } };
  for (const operations of Object.values(doc.paths ?? {}) as Json[]) {
    for (const operation of Object.values(operations) as Json[]) {
      if (!operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) (operation.requestBody as Json).required = false;
    }
  }
  const schemas = doc.components?.schemas ?? {};
  const used = usedSchemaNames(doc.paths, schemas);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return doc as ReturnType<SwaggerTransformObject>;
};

export { OPTIONAL_BODY };
