import { z } from "zod";
import { PACKAGE_NAMES } from "../constants.ts";
import { emailSchema } from "./common.ts";

export const PAYMENT_KINDS = ["purchase", "renewal", "upgrade"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const createPaymentIntentBodySchema = z.object({
  price: z.number({ message: "price must be a number" }),
});
export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(["demo", "stripe"]),
  publishableKey: z.string().optional(),
});

/** Demo provider: confirm a card against an intent (test mode only). */
export const demoConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export const demoConfirmResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
});

/** The browser's record of a purchase; the server trusts only `transactionId`, checked with the provider. */
export const paymentBodySchema = z.object({
  email: emailSchema.optional(),
  price: z.number().optional(),
  transactionId: z.string().min(1).max(200),
  date: z.string().max(64).optional(),
  userPackage: z.enum(PACKAGE_NAMES).optional(),
  status: z.string().max(32).optional(),
});

export const paymentSchema = z.object({
  _id: z.string(),
  email: z.string(),
  price: z.number(),
  transactionId: z.string(),
  date: z.string(),
  userPackage: z.enum(PACKAGE_NAMES),
  status: z.string(),
  /** What the charge paid for (issue 20): a first purchase, a renewal, or an upgrade for the rest of a period. */
  kind: z.enum(PAYMENT_KINDS).optional(),
  /** The period the charge covers; absent on charges recorded before periods existed. */
  periodStart: z.iso.datetime({ offset: true }).optional(),
  periodEnd: z.iso.datetime({ offset: true }).optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);
