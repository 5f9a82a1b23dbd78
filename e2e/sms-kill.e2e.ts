// Issue 40: "one message per reminder ... across a kill -9 mid-send". A real server process texts a one-time code
// through a real HTTP server standing in for the SMS gateway (SMS_PROVIDER=http), which holds the request while
// `holding`: it has the whole request and never answers, so the send is in progress when the server is killed with
// SIGKILL. Started again on the same DATA_DIR, the server finds the text due once its lease (MAIL_LEASE_MS, shared by
// both outboxes) runs out and hands it over again with the same `{id}`; the row ends `sent`, and a gateway that
// deduplicates on the id shows one message. One cycle, bounded: the lease is 4 s here (5 min in production).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GatewayRequest, startSmsGateway } from "../apps/server/src/test/sms-gateway-stand-in.ts";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { DEMO_PASSWORD } from "./harness/accounts.ts";
import { postJson, signInByApi, until } from "./harness/api-client.ts";
import { freePort, type RunningServer, startServer } from "./harness/server-process.ts";

const CAMPER = "sara@medcamp.dev";
const PHONE = "+8801719000042";
const LEASE_MS = 4_000;

interface OutboxText {
  _id: string;
  to: string;
  kind: string;
  state: string;
  attempts: number;
  provider: string | null;
}

describe("a server killed with SIGKILL while the SMS gateway holds its text", () => {
  const state = { holding: true };
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let server: RunningServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-sms-kill-"));
  let port: number;
  let url: string;
  const start = async () => {
    server = await startServer(dataDir, {
      port,
      env: {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: `${gateway.url}/send`,
        SMS_HTTP_METHOD: "POST",
        SMS_HTTP_BODY: "to={to}&text={text}&ref={id}",
        MAIL_LEASE_MS: String(LEASE_MS),
        JOB_POLL_MS: "100",
        AUTH_RATE_LIMIT: "1000/60",
      },
    });
  };
  const toPhone = () => gateway.received.filter((r: GatewayRequest) => r.form.to === PHONE);

  beforeAll(async () => {
    gateway = await startSmsGateway(() => (state.holding ? "hold" : undefined));
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await start();
  });
  afterAll(async () => {
    await server?.stop();
    await gateway?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the text over again with the same id after a restart, once the lease runs out, and records it sent", async () => {
    const camper = await signInByApi(url, CAMPER, DEMO_PASSWORD);
    const asked = await postJson(url, camper, "/api/me/phone", { phone: PHONE });
    expect(asked.status, await asked.clone().text()).toBe(200);

    // The gateway has the text and has not answered: kill the server in the middle of the send.
    const held = await until("the gateway holds the code's text", () => toPhone()[0]);
    const how = await server!.kill("SIGKILL");
    server = undefined;
    expect(how).toContain("SIGKILL");

    state.holding = false;
    await start();
    const again = await until("the restarted server hands the text over again", () => toPhone()[1]);
    expect(again.form).toEqual(held.form); // the same id, number and words

    const admin = await signInByApi(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const row = await until("the outbox records the text as sent", async () => {
      const res = await fetch(`${url}/api/admin/outbox?limit=50`, { headers: { cookie: admin } });
      const { texts } = (await res.json()) as { texts: OutboxText[] };
      const found = texts.find((x) => x.to === PHONE);
      return found?.state === "sent" ? found : undefined;
    });
    // The killed server's attempt, then the restarted one's; the gateway's id for the message is our row's.
    expect(row).toMatchObject({ _id: held.form.ref, kind: "code", attempts: 2, provider: "http" });
    // A few more polls bring no third request; deduplicated on the id, the gateway saw one message.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(toPhone()).toHaveLength(2);
    expect(new Set(toPhone().map((r) => r.form.ref))).toEqual(new Set([row._id]));
  }, 180_000);
});
