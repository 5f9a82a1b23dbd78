import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/index.ts";
import { startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { headerOf, linkIn, noticeCapture } from "../../test/notice-capture.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";

const WEBHOOK_SECRET = "whsec_test_receipt";
const signer = new Stripe("sk_test_signer");

describe("the payment receipt (issue 19, real SMTP)", () => {
  let smtp: SmtpTestServer;
  let demo: TestApp;
  let stripe: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    standIn = await startStripeStandIn();
    demo = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: "50" });
    stripe = await createTestApp({
      SMTP_URL: smtp.url,
      JOB_POLL_MS: "50",
      STRIPE_SECRET_KEY: "sk_test_medcamp",
      STRIPE_PUBLISHABLE_KEY: "pk_test_medcamp",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    await Promise.all([demo.app.ready(), stripe.app.ready()]);
  });
  afterAll(async () => {
    await demo?.close();
    await stripe?.close();
    await standIn?.close();
    await smtp?.close();
  });

  const expectReceipt = async (t: TestApp, buyer: TestUser, transactionId: string, amount: string) => {
    const told = noticeCapture(smtp, t.database.db);
    const mail = await told.mailTo(buyer.email, "Your MedCamp receipt: Gold package");
    expect(mail.text).toContain("Package: Gold");
    expect(mail.text).toContain(`Amount: ${amount}`);
    expect(mail.text).toContain(`Transaction ID: ${transactionId}`);
    expect(mail.text).toMatch(/Date: \d{1,2} \w+ \d{4}/);
    expect(linkIn(mail, "/user/history")).toBe(`${TEST_BASE_URL}/user/history`);
    expect(headerOf(mail, "list-unsubscribe")).toBeUndefined(); // payment messages are always sent
    expect(await told.queued(buyer.email, "payment-receipt")).toHaveLength(1);
    const [inApp, ...more] = await told.inApp(buyer.id, "payment-receipt");
    expect(more).toEqual([]);
    expect(inApp?.body).toContain(transactionId);
    expect(inApp?.link).toBe("/user/history");
  };

  it("is sent once when the demo processor's payment is recorded (a repeat record sends nothing)", async () => {
    const buyer = await signUp(demo.app);
    const { clientSecret } = (
      await injectAs(demo.app, buyer, { method: "POST", url: "/api/create-payment-intent", payload: { price: 15 } })
    ).json() as { clientSecret: string };
    const confirmed = await injectAs(demo.app, buyer, {
      method: "POST",
      url: "/api/demo-payments/confirm",
      payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
    });
    const transactionId = (confirmed.json() as { id: string }).id;
    const record = () =>
      injectAs(demo.app, buyer, {
        method: "POST",
        url: "/api/payments",
        payload: { transactionId, status: "purchased" },
      });
    expect((await record()).statusCode).toBe(201);
    expect((await record()).statusCode).toBe(200);
    await expectReceipt(demo, buyer, transactionId, "$15.00");
  });

  it("is sent once when Stripe's webhook records the payment, however often it is delivered", async () => {
    const buyer = await signUp(stripe.app);
    const res = await injectAs(stripe.app, buyer, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { price: 15 },
    });
    const intent = standIn.succeed((res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!);
    const payload = JSON.stringify({
      id: "evt_receipt",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    });
    const deliver = () =>
      stripe.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    await expectReceipt(stripe, buyer, intent.id, "$15.00");
  });

  it("is not sent when the webhook comes after the buyer deleted the account; the payment is still recorded", async () => {
    const buyer = await signUp(stripe.app);
    const res = await injectAs(stripe.app, buyer, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { price: 15 },
    });
    const intent = standIn.succeed((res.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!);
    // Paid at Stripe, then the account is deleted before Stripe's webhook arrives.
    const gone = await injectAs(stripe.app, buyer, {
      method: "DELETE",
      url: "/api/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const deliver = (eventId: string) => {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: intent },
      });
      return stripe.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
    };
    const late = await deliver("evt_after_deletion");
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ received: true, recorded: true });
    // A redelivery, and another event for the same payment, record nothing more.
    expect((await deliver("evt_after_deletion")).json()).toEqual({ received: true, recorded: false });
    expect((await deliver("evt_after_deletion_again")).json()).toEqual({ received: true, recorded: false });

    const rows = await stripe.database.db.select().from(payments).where(eq(payments.transactionId, intent.id));
    expect(rows.map((r) => [r.userId, r.email, r.packageName, r.price, r.status])).toEqual([
      [null, null, "Gold", 15, "purchased"],
    ]);
    // Nobody to tell: no receipt was queued, in the outbox or in the app.
    const told = noticeCapture(smtp, stripe.database.db);
    expect(await told.queued(buyer.email, "payment-receipt")).toEqual([]);
    expect(await told.inApp(buyer.id, "payment-receipt")).toEqual([]);
  });
});
