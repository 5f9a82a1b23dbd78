import { CATEGORIES, LIMITS, MESSAGES, type MealInput } from "@medcamp/contract";
import { z } from "zod";

const v = MESSAGES.validation;
const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** The add/update camp form as typed (SPEC §5); `toMealInput` turns it into the API's body. */
export const campFormSchema = z.object({
  title: required(v.titleRequired, LIMITS.title),
  category: z.enum(CATEGORIES, { message: v.categoryRequired }),
  image: required(v.imageRequired, LIMITS.url).regex(/^(https?:\/\/\S+|\/images\/\S+)$/i, "Enter an http(s) image URL"),
  ingredients: required(v.professionalsRequired, 2000),
  description: required(v.descriptionRequired, LIMITS.description),
  price: z
    .string()
    .trim()
    .min(1, v.feeRequired)
    .refine((p) => /^\d+(\.\d{1,2})?$/.test(p), "Camp fee must be a number with at most 2 decimals"),
});
export type CampFormValues = z.infer<typeof campFormSchema>;

export const emptyCampForm: CampFormValues = {
  title: "",
  category: "3days",
  image: "",
  ingredients: "",
  description: "",
  price: "",
};

export function toMealInput(values: CampFormValues): MealInput {
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
  };
}
