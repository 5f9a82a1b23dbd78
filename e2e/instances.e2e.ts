import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres, queryRows } from "../apps/server/src/db/client.ts";
import { campCounts, insertCamp, insertUpcomingCamp } from "../apps/server/src/test/test-camps.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../apps/server/src/test/postgres-test-database.ts";
import { checkDatabase } from "./crash/check-database.ts";
import { type Ack, type Camper, loadTargets, randomWrite, signUpCampers } from "./crash/write-load.ts";
import { POSTGRES_ADMIN_URL, postgresReachable } from "./harness/postgres.ts";
import { freePort, type RunningServer, startServer } from "./harness/server-process.ts";

/**
 * Several instances (issue 9, item 5): two real servers on one fresh PostgreSQL database, as behind a load
 * balancer. "No request lost" means: a client that gets no answer from one instance (refused or reset
 * connection, or the 503 a closing server sends) retries once on the other; every request then gets an answer
 * below 500 from one of the two, and every write answered 2xx is in the database afterwards.
 */
const ADMIN_URL = POSTGRES_ADMIN_URL;
const ORIGIN = "http://medcamp.test";
const WRITES_PER_MINUTE = 300;

const pgUp = await postgresReachable();
if (!pgUp) console.warn(`PostgreSQL is not reachable at ${ADMIN_URL}: the several-instances test is skipped.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!pgUp)("two servers on one PostgreSQL database", () => {
  let name = "";
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-instance-")));
  const servers: RunningServer[] = [];
  let ports: number[];
  let env: Record<string, string>;
  let database: Database;
  let campers: Camper[];
  const url = (i: number) => `http://127.0.0.1:${ports[i]}`;
  const start = (i: number) => startServer(dirs[i]!, { port: ports[i], env });

  beforeAll(async () => {
    const created = await createEmptyTestDatabase(ADMIN_URL, "medcamp_instances");
    name = created.name;
    ports = [await freePort(), await freePort()];
    env = {
      DATABASE_URL: created.url,
      SEED_DEMO: "false",
      BASE_URL: ORIGIN,
      BETTER_AUTH_SECRET: "instances-secret-instances-secret-0123456",
      CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
      TRUSTED_PROXIES: "127.0.0.1",
      AUTH_RATE_LIMIT: "3/60",
      WRITE_RATE_LIMIT: `${WRITES_PER_MINUTE}/60`,
    };
    // Started together on an empty database: the migration lock lets one migrate while the other waits.
    servers.push(...(await Promise.all([start(0), start(1)])));
    database = openPostgres(created.url, 2);
    for (let i = 0; i < 12; i++) await insertCamp(database.db, "Instances Camp");
    for (let i = 0; i < 4; i++) await insertUpcomingCamp(database.db);
    campers = await signUpCampers(url(0), 13, { prefix: "instances", origin: ORIGIN });
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (name) await dropTestDatabase(ADMIN_URL, name);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const headers = (cookie?: string, ip?: string) => ({
    "content-type": "application/json",
    origin: ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...(ip ? { "x-forwarded-for": ip } : {}),
  });
  const post = (i: number, p: string, body: object, cookie?: string, ip?: string) =>
    fetch(`${url(i)}${p}`, { method: "POST", headers: headers(cookie, ip), body: JSON.stringify(body) });
  const sessionEmail = async (i: number, cookie: string) => {
    const res = await fetch(`${url(i)}/api/auth/get-session`, { headers: headers(cookie) });
    return ((await res.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
  };

  it("accepts a session made on one server on the other, and a sign-out on one ends it on both", async () => {
    const camper = campers[12]!;
    expect(await sessionEmail(1, camper.cookie)).toBe(camper.email);
    expect((await post(1, "/api/auth/sign-out", {}, camper.cookie)).status).toBe(200);
    expect(await sessionEmail(0, camper.cookie)).toBeNull();
  });

  it("counts likes sent through both servers at once exactly once per camper", async () => {
    const mealId = await insertCamp(database.db, "Liked Twice Camp");
    const likers = campers.slice(0, 6);
    const statuses = await Promise.all(
      likers.flatMap((c) => [0, 1, 0, 1].map((i) => post(i, `/api/meals/${mealId}/like`, {}, c.cookie))),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s < 300)).toHaveLength(likers.length);
    expect(statuses.every((s) => s < 500)).toBe(true);
    const { camp, rows } = await campCounts(database.db, mealId);
    expect([camp.likes, rows.likes]).toEqual([6, 6]);
  });

  it("shares rate limits: writes per user and sign-ins per address are counted across both servers", async () => {
    const res = await fetch(`${url(1)}/api/auth/sign-up/email`, {
      method: "POST",
      headers: headers(undefined, "203.0.113.50"),
      body: JSON.stringify({
        email: `limits-${Date.now()}@example.org`,
        password: "Limits1",
        name: "Limits",
        image: "https://example.org/l.png",
      }),
    });
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const missing = `/api/meals/${crypto.randomUUID()}/like`;
    const statuses: number[] = [];
    for (let batch = 0; batch < WRITES_PER_MINUTE / 20; batch++) {
      const sent = Array.from({ length: 20 }, (_, i) => post(i % 2, missing, {}, cookie));
      statuses.push(...(await Promise.all(sent)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await post(0, missing, {}, cookie)).status).toBe(429);
    expect((await post(1, missing, {}, cookie)).status).toBe(429);

    const signIn = (i: number) =>
      post(
        i,
        "/api/auth/sign-in/email",
        { email: "nobody@example.org", password: "Wrong1pass" },
        undefined,
        "203.0.113.51",
      );
    const signIns = [];
    for (const i of [0, 1, 0, 1, 0]) signIns.push((await signIn(i)).status);
    expect(signIns).toEqual([401, 401, 401, 429, 429]);
  });

  it("loses no request during a rolling restart under load, and keeps every acknowledged write", async () => {
    const targets = await loadTargets(url(0));
    const acked: Ack[] = [];
    const tally = { requests: 0, retried: 0, lost: 0, serverErrors: [] as string[] };
    let turn = 0;
    /** One logical request: to the next instance in turn, retried once on the other if it got no answer. */
    const send = async (p: string, init: RequestInit): Promise<number | null> => {
      tally.requests += 1;
      const first = turn++ % 2;
      for (const i of [first, 1 - first]) {
        const status = await fetch(`${url(i)}${p}`, init).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => null,
        );
        if (status !== null && status !== 503) {
          if (status >= 500) tally.serverErrors.push(`${status} ${p}`);
          return status;
        }
        if (i === first) tally.retried += 1;
      }
      tally.lost += 1;
      return null;
    };
    let running = true;
    const worker = async (group: Camper[]) => {
      for (let n = 0; running; n++) {
        const camper = group[n % group.length]!;
        const write = randomWrite(targets, camper);
        await send(`/api/meals/${write.ack.mealId}`, { headers: headers(camper.cookie) });
        const status = await send(write.path, {
          method: "POST",
          headers: headers(camper.cookie),
          body: JSON.stringify(write.body),
        });
        if (status !== null && status < 300) acked.push(write.ack);
        await sleep(100);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map((w) => worker(campers.slice(w * 3, w * 3 + 3))));
    const ackedAfter = async (n: number) => {
      for (let waited = 0; acked.length < n && waited < 60_000; waited += 50) await sleep(50);
    };
    try {
      await ackedAfter(20);
      for (const i of [0, 1]) {
        await servers[i]!.stop(); // SIGTERM: the server finishes what it has and exits
        servers[i] = await start(i);
        await ackedAfter(acked.length + 20);
      }
    } finally {
      running = false;
      await load;
    }
    expect(tally.lost, "requests that got no answer from either server").toBe(0);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.retried, "the restarts happened while requests were sent").toBeGreaterThan(0);
    expect(await checkDatabase(database.db, acked, queryRows)).toEqual([]);
    console.log(`rolling restart: ${tally.requests} requests, ${tally.retried} retried, ${acked.length} writes acked`);
  }, 300_000);

  it("finishes a request in flight when stopped with SIGTERM", async () => {
    const mealId = await insertCamp(database.db, "Graceful Camp");
    const camper = campers[0]!;
    const body = JSON.stringify({ comment: "Sent across a graceful shutdown.", rating: 5 });
    const request = http.request({
      host: "127.0.0.1",
      port: ports[0],
      method: "POST",
      path: `/api/meals/${mealId}/review`,
      headers: { ...headers(camper.cookie), "content-length": Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await sleep(500);
    const exited = servers[0]!.kill("SIGTERM");
    // Wait until the server stopped accepting connections: it is shutting down with our request open.
    for (let tries = 0; tries < 200 && (await accepts(ports[0]!)); tries++) await sleep(50);
    expect(await accepts(ports[0]!)).toBe(false);
    request.end(body.slice(10));
    const { status, text } = await response;
    expect(status, text).toBeLessThan(300);
    expect(await exited).toContain("exit code 0");
    const { rows } = await campCounts(database.db, mealId);
    expect(rows.reviews).toBe(1);
  }, 120_000);
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
