/**
 * Stripe Billing's resources for the local Stripe stand-in (stripe-stand-in.ts): Customers, Subscriptions with their
 * invoices, Subscription Schedules and customer portal sessions, kept in memory with the shapes the SDK (API
 * 2026-10-28) reads. The test plays Stripe's side of time: `payInvoice` is the camper's card going through,
 * `cycle` is a period ending (renewal paid or declined, a scheduled downgrade, a cancellation taking effect).
 */
import type { StandInIntent } from "./stripe-stand-in.ts";

export type Form = { [key: string]: string | Form };

type Line = {
  id: string;
  object: "line_item";
  amount: number;
  period: { start: number; end: number };
  pricing: object;
};
export interface StandInInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "open" | "paid" | "void";
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: string;
  parent: object;
  lines: { object: "list"; data: Line[]; has_more: false; url: string };
  confirmation_secret: { client_secret: string; type: "payment_intent" } | null;
}
export interface StandInSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  schedule: string | null;
  latest_invoice: string;
  metadata: Record<string, string>;
  items: {
    object: "list";
    has_more: false;
    url: string;
    data: {
      id: string;
      object: "subscription_item";
      quantity: number;
      price: { id: string; object: "price" };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}
interface StandInSchedule {
  id: string;
  object: "subscription_schedule";
  subscription: string;
  status: string;
  end_behavior: string;
  phases: { start_date: number; end_date: number; items: { price: string; quantity: number }[] }[];
}

type Answer = [status: number, body: unknown];
const missing = (what: string): Answer => [
  404,
  { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } },
];

const nextMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

export function createBillingStandIn(options: {
  prices: Record<string, number>;
  newIntent: (amount: number) => StandInIntent;
  origin: () => string;
}) {
  const customers = new Map<
    string,
    { id: string; object: "customer"; email: string; metadata: Record<string, string> }
  >();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const schedules = new Map<string, StandInSchedule>();
  const intentsOfInvoices = new Map<string, StandInIntent>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_standin_${++counter}`;
  const clock = { now: () => Math.floor(Date.now() / 1000) };

  function invoiceFor(sub: StandInSubscription, reason: string, start: number, end: number, amount: number) {
    const invoiceId = id("in");
    const price = sub.items.data[0]!.price.id;
    const intent = amount > 0 ? options.newIntent(amount) : undefined;
    const invoice: StandInInvoice = {
      id: invoiceId,
      object: "invoice",
      customer: sub.customer,
      status: amount > 0 ? "open" : "paid",
      amount_due: amount,
      amount_paid: amount > 0 ? 0 : amount,
      currency: "usd",
      billing_reason: reason,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: {
        object: "list",
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
        data: [
          {
            id: id("il"),
            object: "line_item",
            amount,
            period: { start, end },
            pricing: { type: "price_details", price_details: { price, product: "prod_standin" } },
          },
        ],
      },
      confirmation_secret: intent ? { client_secret: intent.client_secret, type: "payment_intent" } : null,
    };
    invoices.set(invoiceId, invoice);
    if (intent) intentsOfInvoices.set(invoiceId, intent);
    sub.latest_invoice = invoiceId;
    return invoice;
  }

  const withSchedule = (sub: StandInSubscription, expand: string[]) =>
    expand.includes("schedule") && sub.schedule ? { ...sub, schedule: schedules.get(sub.schedule) } : sub;
  const withInvoice = (sub: StandInSubscription, expand: string[]) =>
    expand.some((e) => e.startsWith("latest_invoice"))
      ? { ...sub, latest_invoice: invoices.get(sub.latest_invoice) }
      : sub;
  const list = (value: string | Form | undefined): string[] =>
    typeof value === "string" ? [value] : value ? Object.values(value).filter((v) => typeof v === "string") : [];

  function release(schedule: StandInSchedule) {
    schedule.status = "released";
    const sub = subscriptions.get(schedule.subscription);
    if (sub) sub.schedule = null;
    return schedule;
  }

  /** Answers a request for a Billing resource, or undefined when the path is not one. */
  function route(
    method: string,
    path: string,
    form: Form,
    expand: string[],
    idempotencyKey?: string,
  ): Answer | undefined {
    if (method === "POST" && path === "/v1/customers") {
      const known = idempotencyKey
        ? [...customers.values()].find((c) => c.metadata.idempotencyKey === idempotencyKey)
        : undefined;
      if (known) return [200, known];
      const customer = {
        id: id("cus"),
        object: "customer" as const,
        email: String(form.email ?? ""),
        metadata: { ...(form.metadata as Record<string, string>), ...(idempotencyKey ? { idempotencyKey } : {}) },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const price = String((form.items as Form)["0"] && ((form.items as Form)["0"] as Form).price);
      if (!(price in options.prices) || !customers.has(String(form.customer))) return missing("price or customer");
      const start = clock.now();
      const sub: StandInSubscription = {
        id: id("sub"),
        object: "subscription",
        customer: String(form.customer),
        status: "incomplete",
        cancel_at_period_end: false,
        cancel_at: null,
        schedule: null,
        latest_invoice: "",
        metadata: (form.metadata as Record<string, string>) ?? {},
        items: {
          object: "list",
          has_more: false,
          url: "/v1/subscription_items",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              quantity: 1,
              price: { id: price, object: "price" },
              current_period_start: start,
              current_period_end: nextMonth(start),
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      invoiceFor(sub, "subscription_create", start, nextMonth(start), options.prices[price]!);
      return [200, withInvoice(sub, expand)];
    }
    let match = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (match) {
      const sub = subscriptions.get(match[1]!);
      if (!sub) return missing("subscription");
      if (method === "GET") return [200, withSchedule(sub, expand)];
      if (method === "DELETE") {
        sub.status = "canceled";
        return [200, sub];
      }
      if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === "true";
      const item = (form.items as Form | undefined)?.["0"] as Form | undefined;
      if (item) {
        if (sub.schedule) return [400, { error: { type: "invalid_request_error", message: "managed by a schedule" } }];
        const price = String(item.price);
        if (!(price in options.prices) || item.id !== sub.items.data[0]!.id) return missing("price or item");
        sub.items.data[0]!.price = { id: price, object: "price" };
      }
      return [200, withInvoice(sub, expand)];
    }
    match = /^\/v1\/invoices\/(\w+)$/.exec(path);
    if (match && method === "GET") {
      const invoice = invoices.get(match[1]!);
      return invoice ? [200, invoice] : missing("invoice");
    }
    if (method === "POST" && path === "/v1/subscription_schedules") {
      const sub = subscriptions.get(String(form.from_subscription));
      if (!sub) return missing("subscription");
      if (sub.schedule) return [400, { error: { type: "invalid_request_error", message: "already has a schedule" } }];
      const item = sub.items.data[0]!;
      const schedule: StandInSchedule = {
        id: id("sub_sched"),
        object: "subscription_schedule",
        subscription: sub.id,
        status: "active",
        end_behavior: "release",
        phases: [
          {
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            items: [{ price: item.price.id, quantity: 1 }],
          },
        ],
      };
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return [200, schedule];
    }
    match = /^\/v1\/subscription_schedules\/(\w+)(\/release)?$/.exec(path);
    if (match) {
      const schedule = schedules.get(match[1]!);
      if (!schedule) return missing("subscription_schedule");
      if (method === "GET") return [200, schedule];
      if (match[2]) return [200, release(schedule)];
      const phases = Object.values((form.phases as Form) ?? {}) as Form[];
      let start = schedule.phases[0]!.start_date;
      schedule.phases = phases.map((phase) => {
        const price = String(((phase.items as Form)["0"] as Form).price);
        const startDate = phase.start_date ? Number(phase.start_date) : start;
        const endDate = phase.end_date ? Number(phase.end_date) : nextMonth(startDate);
        start = endDate;
        return { start_date: startDate, end_date: endDate, items: [{ price, quantity: 1 }] };
      });
      schedule.end_behavior = String(form.end_behavior ?? schedule.end_behavior);
      return [200, schedule];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = String(form.customer);
      if (!customers.has(customer)) return missing("customer");
      return [
        200,
        {
          id: id("bps"),
          object: "billing_portal.session",
          customer,
          return_url: form.return_url,
          url: `${options.origin()}/p/session/${customer}`,
        },
      ];
    }
    return undefined;
  }

  return {
    route,
    clock,
    customers,
    subscriptions,
    invoices,
    schedules,
    list,

    /** The camper's card goes through for this invoice: paid, and a first invoice makes its subscription active. */
    payInvoice(invoiceId: string) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      invoice.status = "paid";
      invoice.amount_paid = invoice.amount_due;
      const intent = intentsOfInvoices.get(invoiceId);
      if (intent) intent.status = "succeeded";
      const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription;
      const sub = subscriptions.get(subId)!;
      if (sub.status === "incomplete" || sub.status === "past_due") sub.status = "active";
      return invoice;
    },

    /**
     * The period ends: a cancelled subscription ends; otherwise a scheduled phase takes over, a new period starts
     * and its invoice is paid (or declined: past due). Answers the renewal invoice, if any.
     */
    cycle(subscriptionId: string, { decline = false } = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = sub.items.data[0]!;
      if (sub.cancel_at_period_end) {
        sub.status = "canceled";
        return undefined;
      }
      const start = item.current_period_end;
      const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined;
      const phase = schedule?.phases.find((p) => p.start_date >= start);
      if (phase) item.price = { id: phase.items[0]!.price, object: "price" };
      if (schedule && !schedule.phases.some((p) => p.start_date > start)) release(schedule);
      item.current_period_start = start;
      item.current_period_end = nextMonth(start);
      const invoice = invoiceFor(
        sub,
        "subscription_cycle",
        start,
        item.current_period_end,
        options.prices[item.price.id]!,
      );
      if (decline) sub.status = "past_due";
      else this.payInvoice(invoice.id);
      return invoice;
    },
  };
}

/** Bracketed form fields (`items[0][price]`, `expand[0]`) as nested objects, the way Stripe reads them. */
export function parseForm(encoded: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = form;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return form;
}
