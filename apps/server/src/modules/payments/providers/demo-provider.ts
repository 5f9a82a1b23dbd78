import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { paymentIntents } from "../../../db/schema/index.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * The built-in test-mode processor: its intents are rows of `payment_intent`, confirmed by the demo card form
 * through the payments service's `confirmDemo`. No money moves.
 */
export function createDemoProvider(db: Db): PaymentProvider {
  return {
    name: "demo",
    publishableKey: undefined,
    /** The payments service keeps the row (as it does for Stripe's intents); the demo processor reads it back. */
    async createIntent() {
      const id = `pi_demo_${randomUUID().replaceAll("-", "")}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(18).toString("base64url")}` };
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
