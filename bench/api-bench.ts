import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MealListResponse } from "@medcamp/contract";
import { freePort, type RunningServer } from "../e2e/harness/server-process.ts";
import { campIds, freshLikes, signUpCampers } from "./api-session.ts";
import { type LoadFigures, load, type LoadRequest } from "./load.ts";

export interface EndpointFigures extends LoadFigures {
  name: string;
  bareRps: number;
  ratio: number;
  loopP99: number;
}

export interface ColdFigures {
  firstPageMs: number;
  lastPageMs: number;
}

interface Endpoint {
  name: string;
  requests: LoadRequest[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Reads the server's event-loop delay since the last call (bench/loop-delay.mjs answers SIGUSR2). */
function loopDelayReader(server: RunningServer, file: string) {
  return async (): Promise<{ p99: number }> => {
    fs.rmSync(file, { force: true });
    process.kill(server.pid, "SIGUSR2");
    for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
    return JSON.parse(fs.readFileSync(file, "utf8")) as { p99: number };
  };
}

async function startBare(answers: Record<string, { type: string; body: string }>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-bare-")), "answers.json");
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child: ChildProcess = fork(path.join(import.meta.dirname, "bare-server.mjs"), [file, String(port)], {
    stdio: "ignore",
  });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * The endpoints of issue 8, aimed at real data: the list four ways, one camp, its rendered page (issue 22), the home
 * search, a write mix.
 */
async function endpoints(origin: string): Promise<{ list: Endpoint[]; likeNext: () => LoadRequest["next"] }> {
  const first = (await (await fetch(`${origin}/api/meals?page=1&limit=10`)).json()) as MealListResponse;
  const cookies = await signUpCampers(origin, 5);
  const ids = await campIds(origin, 40);
  const like = freshLikes(origin, cookies, ids);
  const priceRange = encodeURIComponent(JSON.stringify({ min: 10, max: 40 }));
  const get = (p: string): LoadRequest => ({ method: "GET", path: p });
  const likeRequest: LoadRequest = { method: "POST", path: "/api/meals/x/like", body: "{}", next: like };
  return {
    list: [
      { name: "GET /api/meals (All)", requests: [get("/api/meals?category=All")] },
      { name: "GET /api/meals (7days, $10-40)", requests: [get(`/api/meals?category=7days&priceRange=${priceRange}`)] },
      { name: "GET /api/meals (sorted by likes)", requests: [get("/api/meals?page=1&limit=10&sortBy=likes")] },
      { name: "GET /api/meals (last page)", requests: [get(`/api/meals?page=${first.totalPages}&limit=10`)] },
      { name: "GET /api/meals/{id}", requests: [get(`/api/meals/${ids[ids.length - 1]}`)] },
      // A visitor's repeat read of a server-rendered camp page (issue 22): the HTML, from the front door.
      { name: "GET /meal/{id} (rendered page)", requests: [get(`/meal/${ids[ids.length - 1]}`)] },
      { name: "GET /api/meals (home search)", requests: [get("/api/meals?search=heart&limit=6")] },
      {
        name: "write mix (4 reads : 1 like)",
        requests: [...Array.from({ length: 4 }, () => get("/api/meals?category=All")), likeRequest],
      },
    ],
    likeNext: () => like,
  };
}

/** What the server answered for each distinct request, so the bare server can answer the same bytes. */
async function capture(origin: string, list: Endpoint[]) {
  const answers: Record<string, { type: string; body: string }> = {};
  for (const endpoint of list) {
    for (const r of endpoint.requests) {
      const target = r.next ? r.next() : { path: r.path, headers: {} };
      const res = await fetch(`${origin}${target.path}`, { method: r.method, headers: target.headers, body: r.body });
      const key = r.method === "POST" ? "POST *" : `GET ${r.path}`;
      answers[key] = { type: res.headers.get("content-type") ?? "application/json", body: await res.text() };
    }
  }
  return answers;
}

/** Median time of the first read of a page after a change (so it is not served from cache), in ms. */
async function coldRead(origin: string, pagePath: string, like: NonNullable<LoadRequest["next"]>, times = 15) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const target = like();
    await fetch(`${origin}${target.path}`, { method: "POST", headers: target.headers, body: "{}" });
    const started = performance.now();
    const res = await fetch(`${origin}${pagePath}`);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return Math.round(median(samples) * 10) / 10;
}

/** Runs every endpoint against the server and, right after, the bare server on the same bytes. */
export async function benchApi(
  server: RunningServer,
  { seconds, loopFile, log }: { seconds: number; loopFile: string; log: (line: string) => void },
): Promise<{ endpoints: EndpointFigures[]; cold: ColdFigures }> {
  const loopDelay = loopDelayReader(server, loopFile);
  const { list, likeNext } = await endpoints(server.url);
  const like = likeNext()!;
  const bare = await startBare(await capture(server.url, list));
  const results: EndpointFigures[] = [];
  try {
    for (const endpoint of list) {
      await load(server.url, endpoint.requests, { seconds: 2 }); // warm-up
      await loopDelay();
      const ours = await load(server.url, endpoint.requests, { seconds });
      const loop = await loopDelay();
      await load(bare.origin, endpoint.requests, { seconds: 1 });
      const limit = await load(bare.origin, endpoint.requests, { seconds });
      const figures = {
        name: endpoint.name,
        ...ours,
        bareRps: limit.rps,
        ratio: Math.round((ours.rps / limit.rps) * 100) / 100,
        loopP99: loop.p99,
      };
      log(`${figures.name}: ${figures.rps} req/s (bare ${figures.bareRps}), p99 ${figures.p99} ms`);
      results.push(figures);
    }
  } finally {
    bare.stop();
  }
  const first = (await (await fetch(`${server.url}/api/meals?page=1&limit=10`)).json()) as MealListResponse;
  const cold = {
    firstPageMs: await coldRead(server.url, "/api/meals?page=1&limit=10", like),
    lastPageMs: await coldRead(server.url, `/api/meals?page=${first.totalPages}&limit=10`, like),
  };
  return { endpoints: results, cold };
}
