import { randomBytes } from "node:crypto";
import http from "node:http";
import { serveLocally } from "./local-http-server.ts";

/** A message the stand-in took: the account in its path, whether the credentials were right, and the form. */
export interface TwilioMessageRequest {
  accountSid: string;
  authorized: boolean;
  form: Record<string, string>;
}

/**
 * A real HTTP server speaking Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, a form with To,
 * From or MessagingServiceSid, Body; HTTP Basic with the account SID and auth token), for the SDK pointed at it
 * (TWILIO_API_URL). It answers 201 with the message resource, or what `judge` says (Twilio's error body).
 */
export async function startTwilioStandIn(
  credentials: { accountSid: string; authToken: string },
  judge?: (request: TwilioMessageRequest) => { status: number; code: number; message: string } | undefined,
) {
  const received: TwilioMessageRequest[] = [];
  const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      res.setHeader("content-type", "application/json");
      if (req.method !== "POST" || !match) {
        res.writeHead(404).end(JSON.stringify({ code: 20404, message: "Not found", status: 404 }));
        return;
      }
      const request = {
        accountSid: match[1]!,
        authorized: req.headers.authorization === expected,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      received.push(request);
      if (!request.authorized) {
        res.writeHead(401).end(JSON.stringify({ code: 20003, message: "Authenticate", status: 401 }));
        return;
      }
      const refusal = judge?.(request);
      if (refusal) {
        res.writeHead(refusal.status).end(JSON.stringify({ ...refusal, more_info: "https://www.twilio.com/docs" }));
        return;
      }
      const sid = `SM${randomBytes(16).toString("hex")}`;
      res.writeHead(201).end(
        JSON.stringify({
          sid,
          account_sid: request.accountSid,
          to: request.form.To,
          from: request.form.From ?? null,
          messaging_service_sid: request.form.MessagingServiceSid ?? null,
          body: request.form.Body,
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${request.accountSid}/Messages/${sid}.json`,
        }),
      );
    });
  });
  return { ...(await serveLocally(server)), received };
}
