import { CAPACITY_MAX, LIMITS } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import {
  type CampFormValues,
  campFormSchema,
  emptyCampForm,
  toCampInput,
  updateCampFormSchema,
} from "./camp-form-schema";

const valid: CampFormValues = {
  ...emptyCampForm,
  title: "Sentence Camp",
  category: "3days",
  image: "https://example.org/a.png",
  ingredients: "Nurse, Dentist",
  description: "Checks.",
  price: "10",
};

/** Every message the form shows for these values, field by field. */
function messages(
  schema: typeof campFormSchema | typeof updateCampFormSchema,
  values: Partial<CampFormValues>,
): Record<string, string[]> {
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

const place = { venue: "Hall", address: "1 Road", city: "Dhaka", country: "Bangladesh" };

describe("when and where (issue 18): optional, checked like the server", () => {
  it("all blank is valid and adds nothing to the body", () => {
    expect(messages(campFormSchema, {})).toEqual({});
    expect(Object.keys(toCampInput(valid))).toEqual([
      "title",
      "category",
      "image",
      "ingredients",
      "description",
      "price",
    ]);
  });

  it("a start must be a date and time in a known zone", () => {
    expect(messages(campFormSchema, { startsAt: "2026-02-30T09:00" })).toEqual({
      startsAt: ["Starts must be a date and time"],
    });
    expect(messages(campFormSchema, { startsAt: "2026-02-03T09:00", timezone: "Mars/Base" })).toEqual({
      timezone: ["Choose a time zone"],
    });
    // Without a start the zone is not looked at: it has a value whatever the admin does.
    expect(messages(campFormSchema, { timezone: "Mars/Base" })).toEqual({});
  });

  it("the place's four texts go together, each bounded", () => {
    expect(messages(campFormSchema, { city: "Dhaka" })).toEqual({
      venue: ["Venue is required"],
      address: ["Address is required"],
      country: ["Country is required"],
    });
    expect(messages(campFormSchema, { ...place, venue: "V".repeat(LIMITS.venue + 1) })).toEqual({
      venue: [`Venue can be at most ${LIMITS.venue} characters`],
    });
    expect(messages(campFormSchema, { ...place, address: "   " })).toEqual({ address: ["Address is required"] });
  });

  it("latitude and longitude are numbers in range, both or neither, and need the place", () => {
    expect(messages(campFormSchema, { ...place, lat: "-90", lng: "180" })).toEqual({});
    expect(messages(campFormSchema, { ...place, lat: "90.5", lng: "-181" })).toEqual({
      lat: ["Latitude must be a number between -90 and 90"],
      lng: ["Longitude must be a number between -180 and 180"],
    });
    expect(messages(campFormSchema, { ...place, lat: "12,5", lng: "1" }).lat).toEqual([
      "Latitude must be a number between -90 and 90",
    ]);
    expect(messages(campFormSchema, { ...place, lat: "23.8" })).toEqual({
      lng: ["Give both latitude and longitude, or neither"],
    });
    expect(Object.keys(messages(campFormSchema, { lat: "23.8", lng: "90.4" }))).toEqual([
      "venue",
      "address",
      "city",
      "country",
    ]);
  });

  it("capacity is a whole number from 1 to the maximum; blank is no limit", () => {
    for (const capacity of ["0", "-3", "2.5", "ten"]) {
      expect(messages(campFormSchema, { capacity })).toEqual({
        capacity: ["Capacity must be a whole number of at least 1"],
      });
    }
    expect(messages(campFormSchema, { capacity: String(CAPACITY_MAX + 1) })).toEqual({
      capacity: [`Capacity can be at most ${CAPACITY_MAX}`],
    });
    expect(messages(campFormSchema, { capacity: String(CAPACITY_MAX) })).toEqual({});
    expect(toCampInput({ ...valid, capacity: " 12 " }).capacity).toBe(12);
  });

  it("the Update modal checks the same rules", () => {
    expect(messages(updateCampFormSchema, { capacity: "0", venue: "Hall" })).toEqual({
      address: ["Address is required"],
      city: ["City is required"],
      country: ["Country is required"],
      capacity: ["Capacity must be a whole number of at least 1"],
    });
  });

  it("builds the body: trimmed place, coordinates as numbers, the start with its zone's offset", () => {
    const body = toCampInput({
      ...valid,
      startsAt: "2026-07-01T09:00",
      timezone: "Europe/London",
      venue: " Hall ",
      address: "1 Road",
      city: "London",
      country: "UK",
      lat: "51.5",
      lng: "-0.12",
    });
    expect(body).toMatchObject({
      startsAt: "2026-07-01T09:00:00+01:00",
      timezone: "Europe/London",
      location: { venue: "Hall", address: "1 Road", city: "London", country: "UK", lat: 51.5, lng: -0.12 },
    });
    expect(body).not.toHaveProperty("capacity");
  });
});
