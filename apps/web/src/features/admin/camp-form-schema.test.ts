import { LIMITS } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { campFormSchema, updateCampFormSchema } from "./camp-form-schema";

const valid = {
  title: "Sentence Camp",
  category: "3days",
  image: "https://example.org/a.png",
  ingredients: "Nurse, Dentist",
  description: "Checks.",
  price: "10",
};

/** Every message the form shows for these values, field by field. */
function messages(schema: typeof campFormSchema, values: object): Record<string, string[]> {
  const result = schema.safeParse({ ...valid, ...values });
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe("camp form messages read as sentences naming the field (issue 17, item 5)", () => {
  it("too long title, description, image and professionals", () => {
    expect(
      messages(campFormSchema, {
        title: "T".repeat(LIMITS.title + 1),
        description: "D".repeat(LIMITS.description + 1),
        ingredients: "N".repeat(2001),
      }),
    ).toEqual({
      title: [`Title can be at most ${LIMITS.title} characters`],
      description: [`Description can be at most ${LIMITS.description} characters`],
      ingredients: ["Healthcare Professionals can be at most 2000 characters"],
    });
    const long = `https://example.org/${"a".repeat(LIMITS.url)}.png`;
    expect(messages(campFormSchema, { image: long }).image?.[0]).toBe(
      `Image URL can be at most ${LIMITS.url} characters`,
    );
  });

  it("the Update modal names its own labels", () => {
    expect(messages(updateCampFormSchema, { ingredients: "N".repeat(2001) })).toEqual({
      ingredients: ["Ingredients can be at most 2000 characters"],
    });
    expect(messages(updateCampFormSchema, { title: "T".repeat(LIMITS.title + 1) })).toEqual({
      title: [`Title can be at most ${LIMITS.title} characters`],
    });
  });
});
