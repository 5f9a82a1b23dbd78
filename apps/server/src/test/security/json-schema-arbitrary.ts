import fc from "fast-check";

/** The part of JSON Schema that z.toJSONSchema (through the OpenAPI document) writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

const INT32 = 2 ** 31 - 1;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 60, 300);
  if (s.format === "uuid") return fc.uuid();
  if (s.format === "email") return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (s.format === "uri") return fc.webUrl().filter((u) => u.length <= maxLength);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= maxLength);
  return fc.string({ minLength: s.minLength ?? 0, maxLength, unit: "grapheme" });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? s.exclusiveMinimum ?? -INT32, -INT32);
  const max = Math.min(s.maximum ?? s.exclusiveMaximum ?? INT32, INT32);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values valid for the schema (as far as generation goes: patterns, bounds, enums, required keys). */
export function arbitraryFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(arbitraryFor));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
    case "number":
      return numberArbitrary(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 25),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryFor(v)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Wrong in every way a client can be: types, sizes, unicode, nulls, injection strings, NUL bytes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    Number.MAX_VALUE,
    2 ** 53,
    -0.5,
    "",
    " ",
    "NaN",
    "%",
    "_",
    "\\",
    ".*",
    "(",
    "[",
    "\u0000",
  ),
  fc.constantFrom("' or 1=1 --", "<script>alert(1)</script>", "../../etc/passwd", "${7*7}", "__proto__", "admin"),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.array(fc.string({ maxLength: 5 }), { minLength: 30, maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Fields the server must never take from a client (mass assignment). */
const PRIVILEGED = ["role", "badge", "likes", "rating", "reviewsCount", "distributor", "userId", "status", "_id"];

/**
 * A request body near the schema: valid, or valid with one field wrong, missing, or privileged extra; or not
 * an object at all.
 */
export function nearValid(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = arbitraryFor(schema);
  const keys = Object.keys(schema?.properties ?? {});
  const asObject = valid.map((v) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {}));
  const mutations: Array<fc.Arbitrary<unknown>> = [
    valid,
    fc.tuple(asObject, fc.constantFrom(...PRIVILEGED), hostileValue).map(([v, k, x]) => ({ ...v, [k]: x })),
    hostileValue,
  ];
  if (keys.length > 0) {
    mutations.push(
      fc.tuple(asObject, fc.constantFrom(...keys), hostileValue).map(([v, k, x]) => ({ ...v, [k]: x })),
      fc.tuple(asObject, fc.constantFrom(...keys)).map(([v, k]) => {
        const { [k]: _dropped, ...rest } = v as Record<string, unknown>;
        return rest;
      }),
    );
  }
  return fc.oneof(...mutations);
}
