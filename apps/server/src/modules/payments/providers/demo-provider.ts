import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { paymentIntents } from "../../../db/schema/index.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * The built-in test-mode processor: its intents are rows of `payment_intent`, confirmed by the demo card form
 * through `confirmDemoPayment` (see demo-service.ts). No money moves.
 */
export function createDemoProvider(db: Db): PaymentProvider {
  return {
    name: "demo",
    publishableKey: undefined,
    async createIntent(input) {
      const id = `pi_demo_${randomUUID().replaceAll("-", "")}`;
      const clientSecret = `${id}_secret_${randomBytes(18).toString("base64url")}`;
      await db.insert(paymentIntents).values({
        id,
        provider: "demo",
        clientSecret,
        userId: input.userId,
        packageName: input.packageName,
        amountCents: input.amountCents,
        currency: input.currency,
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
      if (!row || row.provider !== "demo") return undefined;
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        userId: row.userId,
        packageName: row.packageName,
      };
    },
  };
}
