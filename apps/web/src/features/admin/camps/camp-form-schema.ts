import { CATEGORIES, imageUrlSchema, LIMITS, type Meal, type MealInput, type MealUpdate } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { z } from "zod";
import {
  checkSchedule,
  emptySchedule,
  scheduleFormShape,
  toScheduleInput,
  toScheduleUpdate,
} from "./schedule-form-schema";

const v = MESSAGES.validation;
const F = MESSAGES.adminCampForm;
const U = MESSAGES.adminUpdateCamp;
const INGREDIENTS_MAX = 2000;
/**
 * A message read when the issue is raised, so it is in the language being read then (the schemas are built once, at
 * load); Zod calls it for that issue only.
 */
type Text = () => string;
/** A required text field; too long says so as a sentence naming the field ("Title can be at most 120 characters"). */
const required = (message: Text, max: number, field: Text) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => MESSAGES.schedule.fieldTooLong(field(), max) });
/** The server's rule for images (http(s), or a shipped `/images/…` path), with the form's own wording. */
const image = (message: Text, invalid: Text, field: Text) =>
  required(message, LIMITS.url, field).refine((url) => imageUrlSchema.safeParse(url).success, { error: invalid });
const fee = (message: Text, invalid: Text) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .refine((p) => /^\d+(\.\d{1,2})?$/.test(p), { error: invalid });

/** The add camp form as typed (product.md §5), with "When and where" (issue 18); `toCampInput` makes the body. */
const campFormFields = z.object({
  title: required(
    () => v.titleRequired,
    LIMITS.title,
    () => MESSAGES.adminCommon.title,
  ),
  category: z.enum(CATEGORIES, { error: () => v.categoryRequired }),
  image: image(
    () => v.imageRequired,
    () => F.imageInvalid,
    () => F.imageLabel,
  ),
  ingredients: required(
    () => v.professionalsRequired,
    INGREDIENTS_MAX,
    () => F.professionalsField,
  ),
  description: required(
    () => v.descriptionRequired,
    LIMITS.description,
    () => F.descriptionLabel,
  ),
  price: fee(
    () => v.feeRequired,
    () => F.feeInvalid,
  ),
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
    image: image(
      () => U.photoUrlRequired,
      () => U.photoUrlInvalid,
      () => U.photoUrlLabel,
    ),
    ingredients: required(
      () => U.ingredientsRequired,
      INGREDIENTS_MAX,
      () => U.ingredientsField,
    ),
    price: fee(
      () => U.priceRequired,
      () => U.priceInvalid,
    ),
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
