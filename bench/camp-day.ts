import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../e2e/harness/paths.ts";
import type {
  CampDayDevice,
  CampDayOutcome,
  CampDaySetup,
  CampDayStation,
} from "../apps/server/src/bench/camp-day-data.ts";
import { consultationOf, pharmacyOf, vitalsOf, walkIn } from "./camp-day-records.ts";

/** The stations with a queue, in the order a visit reaches them (registration is the desk's, without one). */
const QUEUED = ["vitals", "consultation", "pharmacy", "exit"] as const satisfies readonly CampDayStation[];
type Queued = (typeof QUEUED)[number];
/** The clinic's waiting area: the desks stop registering while this many people are inside (every queue < 200). */
export const IN_CLINIC = 150;
/**
 * How long a device spends with each person before it sends (typing at the desk, measuring, examining): the day
 * compressed (1,000 people in about two minutes rather than eight hours). 0 sends flat out, a stress test whose
 * times are the machine's throughput rather than a station's wait.
 */
const PACE_MS = Number(process.env.BENCH_CAMPDAY_PACE_MS ?? "400");
/** Long-poll screens per queued station, besides the devices that call and write. */
const SCREENS_PER_STATION = Number(process.env.BENCH_CAMPDAY_SCREENS ?? "2");

export interface CampDayLoad {
  people: number;
  devices: number;
  screens: number;
  seconds: number;
  /** What each device spent with a person before sending (PACE_MS). */
  paceMs: number;
  /** Section saves (PUT) by station, in ms. */
  saves: Record<Queued, number[]>;
  /** The other requests' times (register, next, sign, move), in ms. */
  others: Record<"register" | "next" | "sign" | "move", number[]>;
  /** Per screen and arrival: the write's answer to the screen's answer showing the visit, in ms (0: shown first). */
  seen: number[];
  /** Arrivals a screen should have shown: one per queued station, visit and screen. */
  expectedSeen: number;
  /** Queue reads answered (the screens' and the waiting devices'). */
  queueReads: number;
  /** Answers other than the expected ones, e.g. "PUT vitals 500" (QUEUE_EMPTY is expected). */
  errors: Record<string, number>;
  /** The run stopped at its time limit before every visit was through. */
  timedOut: boolean;
  /** The camp report (`GET /meals/{id}/report`, issue 41) read by a doctor after the day, REPORT_READS times, in ms. */
  report: number[];
}

/** How many times the camp report is read after the day. */
const REPORT_READS = 5;

/** Runs apps/server/src/bench/camp-day-cli.ts on the database `env` names, and reads the JSON it writes. */
export function campDayCli<T>(env: Record<string, string>, args: string[]): T {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-campday-")), "out.json");
  const run = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/bench/camp-day-cli.ts", ...args, out], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error(`camp-day-cli ${args[0]} failed`);
  try {
    return JSON.parse(fs.readFileSync(out, "utf8")) as T;
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/** Writes the camp, its five stations and their staff (signed in) into the database, before the server holds it. */
export const prepareCampDay = (env: Record<string, string>, perStation: number): CampDaySetup =>
  campDayCli<CampDaySetup>(env, ["prepare", String(perStation)]);

/** Reads the camp day back from the database once the server has stopped. */
export const campDayOutcome = (env: Record<string, string>, mealId: string): CampDayOutcome =>
  campDayCli<CampDayOutcome>(env, ["verify", mealId]);

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A camp day: the desks register `people` walk-ins, and each station's devices call the next visit, write their
 * section (the doctors sign), and send the visit on, as fast as the server answers; screens at every queued station
 * hold long-poll queue reads and the time each arrival takes to show on them is measured. Stops after `limitMs`.
 */
export async function runCampDay(
  origin: string,
  setup: CampDaySetup,
  { people, limitMs = 600_000 }: { people: number; limitMs?: number },
): Promise<CampDayLoad> {
  // node:http on keep-alive sockets, as the rush: the load generator shares the machine's two cores with the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  // Open long polls: a station's devices waiting for someone to call (cut once the station has called everyone), and
  // the screens' (cut at the end).
  const openPolls = new Map<Queued | "screens", Set<http.ClientRequest>>(
    [...QUEUED, "screens" as const].map((s) => [s, new Set()]),
  );
  let stopped = false;
  let queueReads = 0;
  const send = (method: string, url: string, cookie: string, body?: unknown, poll?: Queued | "screens") =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: http.OutgoingHttpHeaders = payload
        ? { cookie, origin, "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
        : { cookie };
      const req = http.request(`${origin}${url}`, { method, agent, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          if (poll) openPolls.get(poll)!.delete(req);
          if (method === "GET") queueReads += 1;
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
        res.on("error", reject);
      });
      if (poll) openPolls.get(poll)!.add(req);
      req.on("error", reject);
      req.end(payload);
    });

  const saves = Object.fromEntries(QUEUED.map((s) => [s, [] as number[]])) as CampDayLoad["saves"];
  const others: CampDayLoad["others"] = { register: [], next: [], sign: [], move: [] };
  const errors: Record<string, number> = {};
  const failed = (what: string) => (errors[what] = (errors[what] ?? 0) + 1);
  /** Sends and times one request; a status other than `ok` is counted as an error under `what`. */
  const timed = async (times: number[], what: string, ok: number[], ...args: Parameters<typeof send>) => {
    const started = performance.now();
    try {
      const answer = await send(...args);
      const at = performance.now();
      times.push(at - started);
      if (!ok.includes(answer.status)) failed(`${what} ${answer.status}`);
      return { ...answer, at };
    } catch {
      failed(`${what} failed`);
      return { status: 0, body: undefined, at: performance.now() };
    }
  };

  // When each visit's arrival at a station was answered to the device that sent it there, and when each screen
  // first showed it: "station visitId" → ms.
  const arrived = new Map<string, number>();
  const screens = QUEUED.flatMap((station) =>
    Array.from({ length: SCREENS_PER_STATION }, () => ({ station, shown: new Map<string, number>() })),
  );
  const base = `/api/meals/${setup.mealId}`;
  const devicesAt = (station: CampDayStation) => setup.devices.filter((d) => d.station === station);

  let registered = 0;
  let exited = 0;
  const called: Record<Queued, number> = { vitals: 0, consultation: 0, pharmacy: 0, exit: 0 };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const tick = () => pause(20);

  async function desk(device: CampDayDevice) {
    while (!stopped && registered < people) {
      if (registered - exited >= IN_CLINIC) {
        await tick();
        continue;
      }
      const i = registered++;
      await pause(PACE_MS);
      const visitId = randomUUID();
      const answer = await timed(
        others.register,
        "POST visits",
        [201],
        "POST",
        `${base}/visits`,
        device.cookie,
        walkIn(i, visitId),
      );
      if (answer.status === 201) arrived.set(`vitals ${visitId}`, answer.at);
    }
  }

  /** Waits until the station's queue has someone waiting (a long poll, as the device's screen would). */
  async function waitForQueue(station: Queued, cookie: string) {
    try {
      const now = await send("GET", `${base}/queue?station=${station}`, cookie);
      const queue = now.body as { entries: { state: string }[]; version: string };
      if (now.status !== 200) return void (failed(`GET queue ${now.status}`), await tick());
      if (queue.entries.some((e) => e.state === "waiting") || called[station] >= people) return;
      await send("GET", `${base}/queue?station=${station}&known=${queue.version}`, cookie, undefined, station);
    } catch {
      // A poll cut short when the station's work was done or the run stopped.
    }
  }

  async function stationDevice(station: Queued, device: CampDayDevice) {
    const next = QUEUED[QUEUED.indexOf(station) + 1];
    while (!stopped && called[station] < people) {
      const call = await timed(
        others.next,
        "POST queue/next",
        [200, 404],
        "POST",
        `${base}/queue/next`,
        device.cookie,
        { station },
      );
      if (call.status === 404) {
        // QUEUE_EMPTY: nobody is waiting yet.
        await waitForQueue(station, device.cookie);
        continue;
      }
      if (call.status !== 200) {
        await tick();
        continue;
      }
      if (++called[station] >= people) openPolls.get(station)!.forEach((req) => req.destroy());
      const { visitId, token } = call.body as { visitId: string; token: number };
      const i = token - 1;
      const data =
        station === "vitals"
          ? vitalsOf(i)
          : station === "consultation"
            ? consultationOf(i)
            : station === "pharmacy"
              ? pharmacyOf()
              : {};
      await pause(station === "exit" ? PACE_MS / 4 : PACE_MS);
      const write = { writeId: randomUUID(), data };
      await timed(
        saves[station],
        `PUT ${station}`,
        [200],
        "PUT",
        `/api/visits/${visitId}/sections/${station}`,
        device.cookie,
        write,
      );
      if (station === "consultation") {
        await timed(others.sign, "POST sign", [200], "POST", `/api/visits/${visitId}/sign`, device.cookie, {});
      }
      if (next === undefined) {
        exited += 1; // the exit section ends the visit
        continue;
      }
      const move = await timed(others.move, "POST move", [200], "POST", `/api/visits/${visitId}/move`, device.cookie, {
        from: station,
        to: "next",
      });
      if (move.status === 200) arrived.set(`${next} ${visitId}`, move.at);
    }
  }

  async function screen(s: (typeof screens)[number], cookie: string) {
    let known: string | undefined;
    while (!stopped) {
      try {
        const url = `${base}/queue?station=${s.station}${known ? `&known=${known}` : ""}`;
        const answer = await send("GET", url, cookie, undefined, "screens");
        const at = performance.now();
        if (answer.status !== 200) {
          failed(`GET queue ${answer.status}`);
          await tick();
          continue;
        }
        const queue = answer.body as { entries: { visitId: string }[]; version: string };
        for (const e of queue.entries) if (!s.shown.has(e.visitId)) s.shown.set(e.visitId, at);
        known = queue.version;
      } catch {
        // Cut short at the end of the run; a poll cut while the run goes on is read again.
      }
    }
  }

  const started = performance.now();
  const limit = setTimeout(() => {
    stopped = true;
    openPolls.forEach((polls) => polls.forEach((req) => req.destroy()));
  }, limitMs);
  const watching = screens.map((s, k) => screen(s, devicesAt(s.station)[k % SCREENS_PER_STATION]!.cookie));
  await Promise.all([
    ...devicesAt("registration").map(desk),
    ...QUEUED.flatMap((station) => devicesAt(station).map((d) => stationDevice(station, d))),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const timedOut = stopped;
  clearTimeout(limit);
  // Let the screens show the last arrivals, then stop them.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stopped = true;
  openPolls.forEach((polls) => polls.forEach((req) => req.destroy()));
  await Promise.all(watching);
  // Counted before the report's reads, which are not the queue's.
  const queueReadsOfTheDay = queueReads;
  const report: number[] = [];
  const doctor = devicesAt("consultation")[0]!;
  for (let k = 0; k < REPORT_READS; k++) {
    await timed(report, "GET report", [200], "GET", `${base}/report`, doctor.cookie);
  }
  agent.destroy();

  const seen: number[] = [];
  for (const s of screens) {
    for (const [key, answeredAt] of arrived) {
      const [station, visitId] = key.split(" ") as [Queued, string];
      if (station !== s.station) continue;
      const shownAt = s.shown.get(visitId);
      if (shownAt !== undefined) seen.push(Math.max(0, shownAt - answeredAt));
    }
  }
  return {
    people,
    devices: setup.devices.length,
    screens: screens.length,
    seconds: Math.round(seconds * 10) / 10,
    paceMs: PACE_MS,
    saves,
    others,
    seen,
    expectedSeen: arrived.size * SCREENS_PER_STATION,
    queueReads: queueReadsOfTheDay,
    errors,
    timedOut,
    report,
  };
}
