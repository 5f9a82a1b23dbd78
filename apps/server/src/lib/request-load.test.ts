import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { trackRequestLoad } from "./request-load.ts";

describe("the requests in flight", () => {
  const app = Fastify();
  const load = trackRequestLoad(app);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get("/held", async () => {
    await held;
    return { ok: true };
  });
  app.get("/quick", async () => ({ ok: true }));
  afterAll(() => app.close());

  it("counts requests from arrival to their response, answered or abandoned", async () => {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const aborter = new AbortController();
    const answered = Array.from({ length: 3 }, () => fetch(`${url}/held`));
    const abandoned = fetch(`${url}/held`, { signal: aborter.signal }).catch(() => "aborted");
    await expect.poll(() => load.inFlight()).toBe(4);
    aborter.abort();
    expect(await abandoned).toBe("aborted");
    await expect.poll(() => load.inFlight()).toBe(3);
    release();
    await Promise.all(answered);
    await (await fetch(`${url}/quick`)).json();
    await expect.poll(() => load.inFlight()).toBe(0);
  });
});
