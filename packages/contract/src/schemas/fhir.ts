import { z } from "zod";

// FHIR R4 exports of visits (issue 41 item 3, ADR 031).

export const FHIR_JSON_CONTENT_TYPE = "application/fhir+json";
export const FHIR_NDJSON_CONTENT_TYPE = "application/fhir+ndjson";

/** A FHIR R4 resource as JSON: its type and id; its other elements pass through as the R4 JSON schema defines them. */
export const fhirResourceSchema = z.looseObject({ resourceType: z.string(), id: z.string() });

/** A visit's record, or a person's visits, as one FHIR R4 Bundle of type collection. */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal("Bundle"),
  id: z.string(),
  type: z.literal("collection"),
  timestamp: z.string(),
  entry: z.array(z.object({ fullUrl: z.string(), resource: fhirResourceSchema })),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
