import { vi } from "vitest";

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Stubs `fetch` for `/api/*` calls: `routes` maps "METHOD /path" (without /api) to an answer, or to a handler
 * (which may be async, or throw to play a network failure); anything else answers 404. Returns the mock so tests can read the calls (method, path, parsed body).
 */
export function fakeApi(routes: Record<string, FakeAnswer | Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = new URL(String(input), "http://localhost").pathname.replace(/^\/api/, "");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = await (typeof route === "function" ? route(body) : (route ?? { status: 404, body: notFound }));
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}

const notFound = { message: "Not found", code: "NOT_FOUND" };
