import twilio from "twilio";
import { type OutgoingSms, SmsSendError, type SmsProvider } from "./provider.ts";

/** Twilio's REST API origin, which a stand-in replaces in tests (TWILIO_API_URL). */
const TWILIO_API = "https://api.twilio.com";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** TWILIO_FROM: a Twilio number (E.164), an alphanumeric sender or a Messaging Service SID (MG…). */
  from: string;
  /** TWILIO_WHATSAPP_FROM: a WhatsApp-enabled sender (E.164); unset, WhatsApp is not offered. */
  whatsappFrom: string | undefined;
  /** A Twilio-compatible API origin instead of Twilio's own (a local stand-in). */
  apiUrl: string | undefined;
}

/** The SDK's own HTTP client, sending to `origin` what it would send to api.twilio.com. */
class OriginClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 30_000 });
  }
  override request<T>(opts: Parameters<twilio.RequestClient["request"]>[0]) {
    // The same options, the origin swapped (the SDK's generic data type is its own).
    return super.request<T>({ ...opts, uri: opts.uri.replace(TWILIO_API, this.origin) } as never);
  }
}

/**
 * Twilio through its official SDK (SMS_PROVIDER=twilio): a Messages create per text; the message's SID is what its
 * status callbacks name. A 4xx answer (a bad number, an unsubscribed recipient: error 21610) is a refusal for good,
 * but 429; anything else is retried. With TWILIO_WHATSAPP_FROM it sends WhatsApp messages too, through the same
 * Messages API: both numbers addressed `whatsapp:+E164` (ADR 030).
 */
export function createTwilioSmsProvider(options: TwilioOptions): SmsProvider {
  const client = twilio(
    options.accountSid,
    options.authToken,
    options.apiUrl ? { httpClient: new OriginClient(options.apiUrl.replace(/\/$/, "")) } : {},
  );
  const sender = options.from.startsWith("MG") ? { messagingServiceSid: options.from } : { from: options.from };
  const { whatsappFrom } = options;
  const addressed = (sms: OutgoingSms) =>
    sms.channel === "whatsapp" && whatsappFrom
      ? { to: `whatsapp:${sms.to}`, from: `whatsapp:${whatsappFrom}` }
      : { to: sms.to, ...sender };
  return {
    name: "twilio",
    channels: whatsappFrom ? ["sms", "whatsapp"] : ["sms"],
    async send(sms) {
      try {
        const message = await client.messages.create({ body: sms.text, ...addressed(sms) });
        return { providerId: message.sid };
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        const text = error instanceof Error ? error.message : String(error);
        const permanent = typeof status === "number" && status >= 400 && status < 500 && status !== 429;
        throw new SmsSendError(`Twilio: ${typeof status === "number" ? `${status} ` : ""}${text}`, permanent);
      }
    },
    // `X-Twilio-Signature`: HMAC-SHA1 with the auth token over the URL Twilio called and the form's fields.
    signedCallback: (signature, url, params) => twilio.validateRequest(options.authToken, signature, url, params),
  };
}
