import http from "node:http";
import type { AddressInfo } from "node:net";

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

/**
 * A local stand-in for Stripe's payment-intent API (Stripe itself is unreachable here): it keeps intents in
 * memory, lets the test play the card network (`succeed`), and records every request the SDK sends.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      requests.push({ method: req.method ?? "", path, body, authorization: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === "POST" && path === "/v1/payment_intents") {
        const form = new URLSearchParams(body);
        counter += 1;
        const id = `pi_standin_${counter}`;
        const intent: StandInIntent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "usd",
          status: "requires_payment_method",
          client_secret: `${id}_secret_standin`,
          metadata: {
            userId: form.get("metadata[userId]") ?? "",
            packageName: form.get("metadata[packageName]") ?? "",
          },
        };
        intents.set(id, intent);
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
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = "succeeded";
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
