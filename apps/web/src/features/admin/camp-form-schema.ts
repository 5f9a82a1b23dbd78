import { CATEGORIES, imageUrlSchema, LIMITS, type Meal, type MealInput, type MealUpdate } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { z } from "zod";
import {
  checkSchedule,
  emptySchedule,
  scheduleFormShape,
  toScheduleInput,
  toScheduleUpdate,
} from "./schedule-form-schema";

const v = MESSAGES.validation;
const INGREDIENTS_MAX = 2000;
/** A required text field; too long says so as a sentence naming the field ("Title can be at most 120 characters"). */
const required = (message: string, max: number, field: string) =>
  z.string().trim().min(1, message).max(max, `${field} can be at most ${max} characters`);
/** The server's rule for images (http(s), or a shipped `/images/…` path), with the form's own wording. */
const image = (message: string, invalid: string, field: string) =>
  required(message, LIMITS.url, field).refine((url) => imageUrlSchema.safeParse(url).success, invalid);
const fee = (message: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((p) => /^\d+(\.\d{1,2})?$/.test(p), invalid);

/** The add camp form as typed (product.md §5), with "When and where" (issue 18); `toCampInput` makes the body. */
const campFormFields = z.object({
  title: required(v.titleRequired, LIMITS.title, "Title"),
  category: z.enum(CATEGORIES, { message: v.categoryRequired }),
  image: image(v.imageRequired, "Enter an http(s) image URL", "Image URL"),
  ingredients: required(v.professionalsRequired, INGREDIENTS_MAX, "Healthcare Professionals"),
  description: required(v.descriptionRequired, LIMITS.description, "Description"),
  price: fee(v.feeRequired, "Camp fee must be a number with at most 2 decimals"),
  ...scheduleFormShape,
});
export const campFormSchema = campFormFields.superRefine(checkSchedule);
export type CampFormValues = z.infer<typeof campFormSchema>;

/**
 * The Update modal (product.md §2, §5): every field required, Photo Url a URL, Price numeric. Its messages name its own
 * labels (the spec words none). Category is kept in the values but neither shown nor sent.
 */
export const updateCampFormSchema = campFormFields
  .extend({
    image: image("Photo Url is required", "Photo Url must be an http(s) URL", "Photo Url"),
    ingredients: required("Ingredients are required", INGREDIENTS_MAX, "Ingredients"),
    price: fee("Price is required", "Price must be a number with at most 2 decimals"),
  })
  .superRefine(checkSchedule);

export const emptyCampForm: CampFormValues = {
  title: "",
  category: "3days",
  image: "",
  ingredients: "",
  description: "",
  price: "",
  ...emptySchedule(),
};

export function toCampInput(values: CampFormValues): MealInput {
  return {
    title: values.title,
    category: values.category,
    image: values.image,
    ingredients: values.ingredients
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    description: values.description,
    price: Number(values.price),
    ...toScheduleInput(values),
  };
}

/**
 * Only what the Update modal may write: title, image, description, price and ingredients, and the schedule, place and
 * capacity (null clears them).
 */
export function toCampUpdate(values: CampFormValues, camp: Pick<Meal, "startsAt" | "timezone">): MealUpdate {
  const { category: _category, ...update } = toCampInput(values);
  return { ...update, ...toScheduleUpdate(values, camp) };
}
