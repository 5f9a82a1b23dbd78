import { z } from "zod";
import { idSchema } from "./common.ts";
import { mealInputSchema } from "./meals.ts";

/** POST /api/upcoming-meals: the add-camp fields; the spec's `status: "pending"` is accepted and ignored. */
export const upcomingMealInputSchema = mealInputSchema.extend({ status: z.literal("pending").optional() });

export const publishResponseSchema = z.object({ message: z.string(), insertedId: z.string() });

export const mealRequestIdParamsSchema = z.object({ id: idSchema });
