import { timingSafeEqual } from "node:crypto";
import { smsWebhookAnswerSchema } from "@medcamp/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../lib/clock.ts";
import { acceptFormBodies } from "../../lib/form-body.ts";
import { refuse } from "../../lib/http-errors.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import { toE164 } from "../clinic/phone.ts";
import type { ContactRepository } from "./contact-repository.ts";
import { replyIntent } from "./opt-out.ts";
import type { SmsProvider } from "./provider.ts";
import type { SmsRepository } from "./repository.ts";

/** A gateway's callback: a form or JSON body of texts (gateways name their fields differently; see below). */
const callbackBodySchema = z.record(z.string(), z.unknown());
const secretQuerySchema = z.object({ secret: z.string().max(512).optional() });

/** The first of `names` the body holds as text (or a number), trimmed. */
function field(body: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = body[name];
    if (typeof value === "string" && value.trim()) return value.trim();
    if (typeof value === "number") return String(value);
  }
  return undefined;
}

/** A delivery report's word for a final state: delivered, or failed (undelivered, rejected, expired…). */
function finalState(status: string): "delivered" | "failed" | undefined {
  const word = status.toLowerCase();
  if (["delivered", "delivrd", "success", "delivered_to_handset"].includes(word)) return "delivered";
  if (["failed", "undelivered", "undeliv", "rejected", "rejectd", "expired", "error"].includes(word)) return "failed";
  return undefined;
}

export interface SmsWebhookOptions {
  repo: SmsRepository;
  contacts: ContactRepository;
  clock: Clock;
  /** The provider that sends these (its rows' `provider`); the built-in outbox has no callbacks. */
  provider: SmsProvider;
  /** SMS_WEBHOOK_SECRET: the gateway sends it as the `X-SMS-Secret` header or the `secret` query parameter. */
  secret: string | undefined;
  /** BASE_URL: the public origin the provider calls, which a signature (Twilio's) covers. */
  baseUrl: string;
}

/**
 * The provider's callbacks (issue 40, ADR 028): delivery reports and replies. They carry no session; the shared
 * secret is their credential, compared in constant time. Without a secret (or with the built-in outbox) every
 * callback is refused.
 */
export const smsWebhookRoutes: FastifyPluginAsyncZod<SmsWebhookOptions> = async (
  app,
  { repo, contacts, clock, provider, secret, baseUrl },
) => {
  acceptFormBodies(app);
  const tags = ["text messages: provider callbacks"];
  const authentic = (request: FastifyRequest) => {
    if (provider.signedCallback) {
      const signature = request.headers["x-twilio-signature"];
      const params = request.body as Record<string, unknown>;
      return typeof signature === "string" && provider.signedCallback(signature, `${baseUrl}${request.url}`, params);
    }
    if (!secret || provider.name === "outbox") return false;
    const header = request.headers["x-sms-secret"];
    const given = (typeof header === "string" ? header : undefined) ?? (request.query as { secret?: string }).secret;
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  /** A callback's route options: its summary, and what every callback shares (the secret, a loose body). */
  const callback = (summary: string) => ({
    schema: {
      tags,
      summary,
      querystring: secretQuerySchema,
      body: callbackBodySchema,
      response: { 200: smsWebhookAnswerSchema, ...refusals("SMS_WEBHOOK_REFUSED") },
    },
  });

  app.post(
    "/sms/status",
    callback(
      "A delivery report: `id` (or message_id, MessageSid) and `status` (delivered, failed, undelivered, …); shared secret",
    ),
    async (request) => {
      if (!authentic(request)) throw refuse("SMS_WEBHOOK_REFUSED");
      const body = request.body;
      const id = field(body, "id", "message_id", "messageId", "MessageSid", "SmsSid", "sid");
      const status = field(body, "status", "MessageStatus", "SmsStatus", "dlr_status");
      const state = status ? finalState(status) : undefined;
      if (!id || !state) return { recorded: false };
      const error = state === "failed" ? (field(body, "error", "ErrorCode", "error_code") ?? status ?? null) : null;
      return { recorded: await repo.report(provider.name, id, state, clock.now(), error) };
    },
  );

  app.post(
    "/sms/inbound",
    callback("A reply: `from` and `text` (or From, Body); STOP (বন্ধ, توقف, إيقاف) opts the number out; shared secret"),
    async (request) => {
      if (!authentic(request)) throw refuse("SMS_WEBHOOK_REFUSED");
      const body = request.body;
      const from = field(body, "from", "From", "msisdn", "sender");
      const text = field(body, "text", "Body", "message", "sms") ?? "";
      const phone = from ? (toE164(from) ?? toE164(`+${from.replace(/\D/g, "")}`)) : undefined;
      const intent = replyIntent(text);
      if (!phone || !intent) return { recorded: false };
      if (intent === "stop") await contacts.optOut(phone, text.slice(0, 40), clock.now());
      else await contacts.optIn(phone);
      return { recorded: true };
    },
  );
};
