import { z } from "zod";
import { idSchema } from "./common.ts";
import { mealSchema } from "./meals.ts";

export const upcomingMealSchema = mealSchema.extend({
  status: z.literal("pending"),
  likedby: z.array(z.string()),
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

export const upcomingMealListSchema = z.array(upcomingMealSchema);

export const publishUpcomingBodySchema = z.object({ upcomingMealId: idSchema });

export const likeUpcomingBodySchema = z.object({
  mealId: idSchema,
  userEmail: z.string().optional(),
});
