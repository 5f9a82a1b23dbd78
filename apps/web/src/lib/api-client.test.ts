import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, BUSY_PATIENCE_MS, NETWORK_ERROR_STATUS } from "./api-client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.useRealTimers();
});

/** The server's answer while every password-hashing thread is busy (nothing was done). */
const busy = () =>
  new Response(JSON.stringify({ message: "The server is busy. Please try again in a moment.", code: "BUSY" }), {
    status: 503,
    headers: { "Content-Type": "application/json", "Retry-After": "2" },
  });

describe("apiFetch when the server is busy (issue 37)", () => {
  it("asks again after Retry-After, so a sign-up in a burst succeeds with no error shown", async () => {
    vi.useFakeTimers();
    const answers = [busy(), busy(), jsonResponse(200, { user: { id: "u1" } })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetchMock);
    const result = apiFetch("/auth/sign-up/email", { method: "POST", body: {} });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ user: { id: "u1" } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("says the server is busy once BUSY_PATIENCE_MS has passed", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => busy());
    vi.stubGlobal("fetch", fetchMock);
    const result = apiFetch("/auth/sign-up/email", { method: "POST", body: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ name: "ApiError", status: 503, code: "BUSY" });
    // Waits of 2–4 s each: at most BUSY_PATIENCE_MS in all.
    expect(fetchMock.mock.calls.length).toBeGreaterThan(BUSY_PATIENCE_MS / 4000);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(BUSY_PATIENCE_MS / 2000 + 1);
  });

  it("does not ask again for a 503 without Retry-After", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(503, { message: "Down", code: "BUSY" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiFetch("/meals")).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("apiFetch", () => {
  it("calls /api with the cookie and a JSON body, and returns the JSON answer", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { insertedId: "p1" }));
    vi.stubGlobal("fetch", fetchMock);

    const result = await apiFetch<{ insertedId: string }>("/payments", { method: "POST", body: { price: 20 } });

    expect(result).toEqual({ insertedId: "p1" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/payments");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"price":20}');
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("throws an ApiError carrying the server's status, message and code", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse(403, { message: "Need to buy subscription", code: "SUBSCRIPTION_REQUIRED" }),
    );

    const error = await apiFetch("/meal/request", { method: "POST", body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: "Need to buy subscription", code: "SUBSCRIPTION_REQUIRED" });
  });

  it("still throws an ApiError when the error body is not JSON", async () => {
    vi.stubGlobal("fetch", async () => new Response("Bad Gateway", { status: 502 }));
    await expect(apiFetch("/meals")).rejects.toMatchObject({ name: "ApiError", status: 502 });
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/meals")).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });
});
