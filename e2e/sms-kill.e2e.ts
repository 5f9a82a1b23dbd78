// Issue 40: "one message per reminder ... across a kill -9 mid-send". A real server process texts a camp reminder
// through a real HTTP server standing in for the SMS gateway (SMS_PROVIDER=http). A camper verifies a number with the
// code the gateway received, chooses SMS and takes a seat at a camp that starts within the reminder lead; the
// gateway then holds the reminder's text (it has the whole request and never answers), so the send is in progress
// when the server is killed with SIGKILL. Started again on the same DATA_DIR, the server does not remind again (the
// sweep's claim is in the database) and hands the same text over again with the same `{id}` once its lease
// (MAIL_LEASE_MS, shared by both outboxes) runs out; the row ends `sent`, and a gateway that deduplicates on the id
// shows one message. One cycle, bounded: the lease is 4 s here (5 min in production).
import type { NotificationPage } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GatewayRequest, type SmsGateway, startSmsGateway } from "../apps/server/src/test/sms-gateway-stand-in.ts";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { DEMO_PASSWORD } from "./harness/accounts.ts";
import { postJson, putJson, signInByApi, until } from "./harness/api-client.ts";
import {
  afterMorePolls,
  crashableServer,
  KILL_CAMPER,
  killTestTitle,
  outboxPage,
  seatAtCampStartingSoon,
  untilSent,
} from "./harness/kill-cycle.ts";

const PHONE = "+8801719000042";

describe("a server killed with SIGKILL while the SMS gateway holds a camp reminder's text", () => {
  const title = killTestTitle();
  const reminderStart = `MedCamp: ${title} starts `; // the words of sms.campReminder
  const isReminder = (r: GatewayRequest) => r.form.to === PHONE && r.form.text?.startsWith(reminderStart) === true;
  /**
   * While on, the gateway holds the reminder's text; it answers the others, such as the seat's own notice, which the
   * worker may hand over beside the reminder and wait for.
   */
  const holding = { on: false };
  let gateway: SmsGateway;
  let server: Awaited<ReturnType<typeof crashableServer>> | undefined;
  const toPhone = () => gateway.received.filter((r: GatewayRequest) => r.form.to === PHONE);

  beforeAll(async () => {
    gateway = await startSmsGateway((request) => (holding.on && isReminder(request) ? "hold" : undefined));
    server = await crashableServer("sms-kill", {
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: `${gateway.url}/send`,
      SMS_HTTP_METHOD: "POST",
      SMS_HTTP_BODY: "to={to}&text={text}&ref={id}",
    });
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
  });

  it("does not remind again after a restart, hands the reminder's text over again with the same id, and records it sent", async () => {
    const { url } = server!;
    const admin = await signInByApi(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const camper = await signInByApi(url, KILL_CAMPER, DEMO_PASSWORD);

    // Setup: the number, verified with the code as the gateway received it, and the choice of SMS.
    const asked = await postJson(url, camper, "/api/me/phone", { phone: PHONE });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const codeText = await until("the gateway has the code's text", () => toPhone()[0]);
    const code = /MedCamp code: (\d{6})\./.exec(codeText.form.text ?? "")?.[1];
    expect(code, codeText.form.text).toBeDefined();
    const verified = await postJson(url, camper, "/api/me/phone/verify", { code });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const chosen = await putJson(url, camper, "/api/me/contact", { channel: "sms" });
    expect(chosen.status, await chosen.clone().text()).toBe(200);

    holding.on = true;
    const mealId = await seatAtCampStartingSoon(url, admin, camper, title);

    // The gateway has the reminder's text and has not answered: kill the server in the middle of the send.
    const held = await until("the gateway holds the reminder's text", () => toPhone().find(isReminder));
    await server!.crash();

    holding.on = false;
    await server!.restart();
    const again = await until("the restarted server hands the reminder's text over again", () =>
      toPhone().filter(isReminder).at(1),
    );
    expect(again.form).toEqual(held.form); // the same id, number and words

    const row = await untilSent(url, admin, "texts", (text) => text._id === held.form.ref);
    // The killed server's attempt, then the restarted one's; the gateway's id for the message is the row's.
    expect(row).toMatchObject({ to: PHONE, kind: "camp-reminder", attempts: 2, provider: "http" });
    // A few more polls bring no third request; deduplicated on the id, the gateway saw one message.
    await afterMorePolls();
    expect(toPhone().filter(isReminder)).toHaveLength(2);
    expect(
      new Set(
        toPhone()
          .filter(isReminder)
          .map((r) => r.form.ref),
      ),
    ).toEqual(new Set([row._id]));

    // The restarted sweep found the reminder claimed: no second text row, no second notice of it.
    const texts = (await outboxPage(url, admin)).texts ?? [];
    expect(texts.filter((t) => t.to === PHONE && t.kind === "camp-reminder").map((t) => t._id)).toEqual([row._id]);
    const res = await fetch(`${url}/api/notifications?limit=50`, { headers: { cookie: camper } });
    const { notifications } = (await res.json()) as NotificationPage;
    expect(notifications.filter((n) => n.kind === "camp-reminder" && n.link === `/meal/${mealId}`)).toHaveLength(1);
  }, 180_000);
});
