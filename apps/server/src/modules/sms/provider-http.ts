import { type OutgoingSms, SmsSendError, type SmsProvider } from "./provider.ts";

/** The longest a gateway may take to answer: far inside the queue's lease (MAIL_LEASE_MS, 5 minutes). */
const HTTP_TIMEOUT_MS = 30_000;
/** The body sent when SMS_HTTP_BODY is unset (a POST or PUT). */
export const DEFAULT_BODY = '{"to":"{to}","text":"{text}","from":"{from}"}';

export interface HttpGatewayOptions {
  url: string;
  method: "GET" | "POST" | "PUT";
  /** The body template (SMS_HTTP_BODY); unset: DEFAULT_BODY. */
  body: string | undefined;
  headers: Record<string, string>;
  from: string;
  fetch?: typeof fetch;
}

const looksJson = (template: string) => /^\s*[[{]/.test(template);

/**
 * Fills a template's placeholders: `{to}` (E.164, +8801…), `{msisdn}` (its digits only, 8801…, as many local gateways
 * want), `{text}`, `{from}` and `{id}` (our message id). Each value is escaped for where it stands: inside a JSON
 * template as a JSON string's content, anywhere else (the URL, a form body) URL-encoded.
 */
export function fillTemplate(template: string, sms: OutgoingSms, from: string, json: boolean): string {
  const values: Record<string, string> = {
    to: sms.to,
    msisdn: sms.to.replace(/\D/g, ""),
    text: sms.text,
    from,
    id: sms.id,
  };
  return template.replace(/\{(to|msisdn|text|from|id)\}/g, (_, name: string) => {
    const value = values[name] ?? "";
    return json ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value);
  });
}

/** The gateway's id of the message, from the usual names of a JSON answer; null when it gives none. */
function providerIdOf(answer: string): string | null {
  try {
    const parsed = JSON.parse(answer) as Record<string, unknown>;
    for (const key of ["id", "message_id", "messageId", "sid", "request_id", "requestId"]) {
      const value = parsed[key];
      if (typeof value === "string" || typeof value === "number") return String(value);
    }
  } catch {
    // not JSON: no id
  }
  return null;
}

/**
 * A generic HTTP gateway (SMS_PROVIDER=http): the local gateways of Bangladesh and India take a GET or POST with the
 * number and text in the URL or in a form or JSON body. A 2xx answer is taken; a 4xx (but 408 and 429) is a refusal
 * for good; a 5xx, 408, 429, a timeout or a broken connection is worth another try. It sends SMS only (ADR 030).
 */
export function createHttpSmsProvider(options: HttpGatewayOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const template = options.body ?? DEFAULT_BODY;
  const json = looksJson(template);
  return {
    name: "http",
    channels: ["sms"],
    async send(sms) {
      const url = fillTemplate(options.url, sms, options.from, false);
      const hasBody = options.method !== "GET";
      const headers: Record<string, string> = hasBody
        ? { "content-type": json ? "application/json" : "application/x-www-form-urlencoded", ...options.headers }
        : { ...options.headers };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: options.method,
          headers,
          ...(hasBody ? { body: fillTemplate(template, sms, options.from, json) } : {}),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`gateway unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      const answer = await response.text().catch(() => "");
      if (!response.ok) {
        const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw new SmsSendError(`gateway answered ${response.status}: ${answer.slice(0, 200)}`, permanent);
      }
      return { providerId: providerIdOf(answer) };
    },
  };
}
