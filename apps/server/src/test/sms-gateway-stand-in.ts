import http from "node:http";
import { serveLocally } from "./local-http-server.ts";

/** One request the gateway received: its method, path and query, headers and body. */
export interface GatewayRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The form body's fields (empty for another body). */
  form: Record<string, string>;
}

/** What the gateway answers; `"hold"`: nothing, ever (the sender waits, as for a gateway that hangs mid-send). */
export type GatewayAnswer = { status: number; body: string } | "hold";

/**
 * A real HTTP server standing in for an SMS gateway (issue 40): it records every request and answers what `judge`
 * says, by default 200 with a JSON `message_id` (gw-1, gw-2, …), as the local gateways of Bangladesh and India do.
 */
export async function startSmsGateway(judge?: (request: GatewayRequest, n: number) => GatewayAnswer | undefined) {
  const received: GatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const form = String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, form };
      received.push(request);
      const n = received.length;
      const answer = judge?.(request, n) ?? { status: 200, body: JSON.stringify({ message_id: `gw-${n}` }) };
      if (answer === "hold") return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    });
  });
  return { ...(await serveLocally(server)), received };
}
export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;
