import http from "node:http";
import type { AddressInfo } from "node:net";
import { createBillingStandIn, parseForm } from "./stripe-billing-stand-in.ts";

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
  authorization: string | undefined;
}

/** Stripe Billing's three Prices in the stand-in, and what each charges a month (cents). */
export const STAND_IN_PRICES = { Platinum: "price_platinum", Gold: "price_gold", Silver: "price_silver" } as const;
const PRICE_CENTS: Record<string, number> = { price_platinum: 2000, price_gold: 1500, price_silver: 1000 };

/**
 * A local stand-in for Stripe's API (Stripe itself is unreachable here): payment intents, and Stripe Billing's
 * Customers, Subscriptions, invoices, Subscription Schedules and portal sessions (stripe-billing-stand-in.ts). It
 * keeps them in memory, lets the test play the card network (`succeed`, `billing.payInvoice`) and the passing of
 * periods (`billing.cycle`), and records every request the SDK sends. GET and DELETE read their parameters from the
 * query string, POST from the form body, with bracketed fields (`items[0][price]`) as Stripe reads them.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  let origin = "";
  const newIntent = (amount: number, metadata: Record<string, string> = {}) => {
    counter += 1;
    const id = `pi_standin_${counter}`;
    const intent: StandInIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: "usd",
      status: "requires_payment_method",
      client_secret: `${id}_secret_standin`,
      metadata,
    };
    intents.set(id, intent);
    return intent;
  };
  const billing = createBillingStandIn({ prices: PRICE_CENTS, newIntent, origin: () => origin });
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      const [path = "", query = ""] = (req.url ?? "").split("?");
      requests.push({ method: req.method ?? "", path, body, authorization: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      const method = req.method ?? "";
      const form = parseForm(method === "POST" ? body : query);
      const key = req.headers["idempotency-key"];
      const answer = billing.route(
        method,
        path,
        form,
        billing.list(form.expand),
        typeof key === "string" ? key : undefined,
      );
      if (answer) return send(...answer);
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const metadata = (form.metadata ?? {}) as Record<string, string>;
        const intent = newIntent(Number(form.amount), {
          userId: metadata.userId ?? "",
          packageName: metadata.packageName ?? "",
        });
        intent.currency = String(form.currency ?? "usd");
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && match) {
        const intent = intents.get(match[1]!);
        if (intent) return send(200, intent);
        return send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
        });
      }
      return send(404, { error: { type: "invalid_request_error", message: "Unknown stand-in route" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    requests,
    intents,
    billing,
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = "succeeded";
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
