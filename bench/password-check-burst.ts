// Issue 37, item 1, at the production hashing cost (part of `npm run bench:flood`): 30 sign-ups in the same second
// through the path the web app takes (a 503 BUSY is asked again after its Retry-After, as apiFetch does), DELETE /api/me
// hammered at 8 a second while another person signs in, and 100 wrong-password sign-ins from 10 addresses.
// Each person or attacker comes from an address of their own, in X-Forwarded-For (the server trusts 127.0.0.1).
import type { Row } from "./report.ts";

const PASSWORD = "Camper1x";
let nextAddress = 0;
/** A documentation address (RFC 5737) nobody else in the bench uses. */
const freshAddress = () => {
  nextAddress += 1;
  return `203.0.113.${nextAddress % 250}`;
};

/**
 * The web app's patience with a busy server, as `apiFetch` (apps/web/src/lib/api-client.ts) has it: a 503 BUSY with
 * `Retry-After` is sent again after that wait times 1 to 2, for up to BUSY_PATIENCE_MS, then shown as an error. The
 * web module itself needs Vite (its catalogues are virtual modules), so the bench follows the same rule here;
 * `apps/web/src/lib/api-client.test.ts` proves the web app does.
 */
const BUSY_PATIENCE_MS = 30_000;
async function asTheWebAppDoes(url: string, init: RequestInit): Promise<Response> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(url, init);
    const retryAfterS = Number(res.headers.get("retry-after"));
    if (res.status !== 503 || !(retryAfterS > 0)) return res;
    const body = (await res.json()) as { code?: string };
    const wait = retryAfterS * 1000 * (1 + Math.random());
    if (body.code !== "BUSY" || elapsed(started) + wait > BUSY_PATIENCE_MS) return res;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

const maxOf = (values: number[]) => Math.round(Math.max(0, ...values));
const elapsed = (since: number) => performance.now() - since;

/** 30 people sign up in the same second, each from their own address, through the web app's client. */
async function signUpBurst(serverUrl: string, rows: Row[]): Promise<{ email: string; address: string }[]> {
  const people = Array.from({ length: 30 }, (_, i) => ({
    email: `burst-${Date.now().toString(36)}-${i}@example.org`,
    address: freshAddress(),
  }));
  const times: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    people.map(async ({ email, address }, i) => {
      const started = performance.now();
      const res = await asTheWebAppDoes(`${serverUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: serverUrl, "x-forwarded-for": address },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          name: `Burst Camper ${i}`,
          image: "https://example.org/avatar.png",
        }),
      });
      if (!res.ok) failures.push(`${res.status} ${await res.text()}`);
      else await res.arrayBuffer();
      times.push(elapsed(started));
    }),
  );
  rows.push(
    {
      group: "30 sign-ups at once",
      figure: "signed up, no error shown",
      value: `${30 - failures.length} of 30${failures.length ? ` (${[...new Set(failures)].join("; ")})` : ""}`,
      target: "30 of 30",
      met: failures.length === 0,
    },
    { group: "30 sign-ups at once", figure: "slowest sign-up", value: `${maxOf(times)} ms`, target: "" },
  );
  return people;
}

async function sessionCookie(serverUrl: string, email: string, address: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: serverUrl, "x-forwarded-for": address },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in for the hammer failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * One account sends DELETE /api/me with a wrong password 8 times a second for 15 s (from one address, as the red team
 * did) while another person signs in with the right password once a second from theirs.
 */
async function deleteHammer(serverUrl: string, attacker: Person, person: Person, rows: Row[]) {
  const cookie = await sessionCookie(serverUrl, attacker.email, attacker.address);
  const deletes: Promise<string>[] = [];
  const hammer = setInterval(() => {
    deletes.push(
      fetch(`${serverUrl}/api/me`, {
        method: "DELETE",
        headers: {
          "content-type": "application/json",
          origin: serverUrl,
          "x-forwarded-for": attacker.address,
          cookie,
        },
        body: JSON.stringify({ password: "NotMyPassword1" }),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status === 503 && res.headers.get("retry-after") ? "503+Retry-After" : String(res.status);
      }),
    );
  }, 125);
  const signIns: { ms: number; status: number }[] = [];
  for (let second = 0; second < 15; second++) {
    const started = performance.now();
    const res = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
      method: "POST",
      // A device of its own each time: 15 sign-ins from one address would meet the per-address limit first.
      headers: { "content-type": "application/json", origin: serverUrl, "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ email: person.email, password: PASSWORD }),
    });
    await res.arrayBuffer();
    signIns.push({ ms: elapsed(started), status: res.status });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - elapsed(started))));
  }
  clearInterval(hammer);
  const answers: Record<string, number> = {};
  for (const status of await Promise.all(deletes)) answers[status] = (answers[status] ?? 0) + 1;
  const slowest = maxOf(signIns.map((s) => s.ms));
  const signedIn = signIns.filter((s) => s.status === 200).length;
  rows.push(
    {
      group: "DELETE /api/me at 8/s",
      figure: "another person's sign-ins",
      value: `${signedIn} of ${signIns.length} signed in`,
      target: "all",
      met: signedIn === signIns.length,
    },
    {
      group: "DELETE /api/me at 8/s",
      figure: "slowest of those sign-ins",
      value: `${slowest} ms`,
      target: "≤ 2000 ms",
      met: slowest <= 2000,
    },
    {
      group: "DELETE /api/me at 8/s",
      figure: "DELETE answers",
      value: JSON.stringify(answers),
      target: "no 500",
      met: !answers["500"],
    },
  );
}

/** 100 wrong-password sign-ins from 10 addresses at once: how long the slowest waits for its answer. */
async function wrongPasswordFlood(serverUrl: string, rows: Row[]) {
  const addresses = Array.from({ length: 10 }, freshAddress);
  const times: number[] = [];
  const answers: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const started = performance.now();
      const res = await fetch(`${serverUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: serverUrl, "x-forwarded-for": addresses[i % 10]! },
        body: JSON.stringify({ email: `nobody-${i}@example.org`, password: "WrongPass1" }),
      });
      await res.arrayBuffer();
      times.push(elapsed(started));
      answers[res.status] = (answers[res.status] ?? 0) + 1;
    }),
  );
  const slowest = maxOf(times);
  rows.push(
    {
      group: "100 wrong sign-ins, 10 addresses",
      figure: "slowest answer",
      value: `${slowest} ms`,
      target: "≤ 10000 ms",
      met: slowest <= 10_000,
    },
    { group: "100 wrong sign-ins, 10 addresses", figure: "answers", value: JSON.stringify(answers), target: "" },
  );
}

interface Person {
  email: string;
  address: string;
}

/** The three figures of issue 37, item 1, on a server started with the production hashing cost. */
export async function passwordCheckFigures(serverUrl: string, log: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  log("30 sign-ups in the same second through the web app's client");
  const people = await signUpBurst(serverUrl, rows);
  log("DELETE /api/me at 8 a second for 15 s while another person signs in every second");
  await deleteHammer(serverUrl, people[0]!, people[1]!, rows);
  log("100 wrong-password sign-ins from 10 addresses");
  await wrongPasswordFlood(serverUrl, rows);
  return rows;
}
