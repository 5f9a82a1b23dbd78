import type { Dhis2Mapping } from "@medcamp/contract";

/** What the server refused, by field: `dataSet`, `orgUnit`, `periodType`, `<figure>.dataElement`… and the rest. */
export interface MappingErrors {
  fields: Record<string, string>;
  /** Sentences about no one field (a figure mapped twice), or the whole message when it names none. */
  form: string[];
}

/**
 * The server's validation message ("Data element must be a DHIS2 id… (figures.3.dataElement). …") cut into its
 * sentences, each put at the field its wire path names; `sent` is the body it answered, to turn a figure's index back
 * into its key.
 */
export function mappingErrors(message: string, sent: Dhis2Mapping): MappingErrors {
  const errors: MappingErrors = { fields: {}, form: [] };
  for (const [, sentence = "", path = ""] of message.matchAll(/(.+?) \(([\w.+-]+)\)(?:\.\s+|\.?$)/g)) {
    const [list, index, field] = path.split(".");
    const figure = list === "figures" && index !== undefined ? sent.figures[Number(index)]?.figure : undefined;
    let at: string | undefined;
    if (figure && (field === "dataElement" || field === "categoryOptionCombo")) at = `${figure}.${field}`;
    else if (!index && (list === "dataSet" || list === "orgUnit" || list === "periodType")) at = list;
    if (at) errors.fields[at] ??= sentence.trim();
    else errors.form.push(sentence.trim());
  }
  if (Object.keys(errors.fields).length === 0 && errors.form.length === 0) errors.form.push(message);
  return errors;
}
