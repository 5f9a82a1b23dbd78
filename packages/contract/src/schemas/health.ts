import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});

/** What the web app needs to know about this deployment (no secrets). */
export const appConfigSchema = z.object({
  demoSeed: z.boolean(),
  googleEnabled: z.boolean(),
  payments: z.enum(["demo", "stripe"]),
  /** PRIORITY_BOOKING_HOURS: how long Platinum members book a newly published camp first (issue 20). */
  priorityBookingHours: z.number().int(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
