import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, NETWORK_ERROR_STATUS } from "./api-client";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
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
