import { API_ANSWERS, errorBodySchema } from "@medcamp/contract";
import { onTestFinished, vi } from "vitest";
import { z } from "zod";

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Stubs `fetch` for `/api/*` calls: `routes` maps "METHOD /path" (without /api) to an answer, or to a handler
 * (which may be async, or throw to play a network failure). Returns the mock so tests can read the calls (method,
 * path, parsed body).
 *
 * The test fails when it ends if the screen asked for a route `routes` does not name (it is answered 404 meanwhile,
 * so the screen goes on), or if an answer is one the server could not give: a success that does not match the
 * contract's API_ANSWERS for its route, or a refusal that is not the contract's `{ message, code }`. better-auth's
 * /auth/* answers are not in the contract and are not checked. A test about such a mistake takes the `problems` it
 * expects out of the list (`problems.splice(0)`).
 */
export function fakeApi(routes: Record<string, FakeAnswer | Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const problems: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = new URL(String(input), "http://localhost").pathname.replace(/^\/api/, "");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const request = `${method} ${path}`;
    const route = routes[request];
    if (route === undefined) problems.push(`${request}: not faked by this test`);
    const answer = await (typeof route === "function" ? route(body) : (route ?? { status: 404, body: notFound }));
    if (route !== undefined) problems.push(...answerProblems(method, path, answer));
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  failTheTestOnProblems(problems);
  return { fetchMock, calls, problems };
}

const notFound = { message: "Not found", code: "NOT_FOUND" };

/** When the running test ends, fails it on the problems left in the list. */
function failTheTestOnProblems(problems: string[]) {
  onTestFinished(() => {
    if (problems.length > 0) {
      throw new Error(`The fake API was asked or answered what the server never would:\n${problems.join("\n")}`);
    }
  });
}

/** The contract's routes as patterns; one without parameters wins over one with (as the server's router does). */
const contractRoutes = Object.entries(API_ANSWERS as Record<string, z.ZodType>)
  .map(([route, schema]) => {
    const [method, path = ""] = route.split(" ");
    const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`);
    return { route, method, pattern, schema, parameters: path.split(":").length - 1 };
  })
  .sort((a, b) => a.parameters - b.parameters);

/** What is wrong with a faked answer, checked against the contract (nothing for better-auth's own /auth/* routes). */
function answerProblems(method: string, path: string, answer: FakeAnswer): string[] {
  if (path.startsWith("/auth/")) return [];
  const status = answer.status ?? 200;
  const request = `${method} ${path}`;
  if (status >= 400) {
    const refusal = errorBodySchema.safeParse(answer.body);
    return refusal.success
      ? []
      : [`${request} → ${status}: not a refusal of the contract: ${z.prettifyError(refusal.error)}`];
  }
  const contract = contractRoutes.find((r) => r.method === method && r.pattern.test(path));
  if (!contract) return [`${request}: no such route in the contract's API_ANSWERS`];
  const success = contract.schema.safeParse(answer.body);
  return success.success
    ? []
    : [`${request} → ${status}: not what ${contract.route} answers: ${z.prettifyError(success.error)}`];
}
