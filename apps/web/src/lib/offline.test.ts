import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, isNetworkError, NETWORK_ERROR_STATUS } from "./api-client";
import { OFFLINE_TEXT } from "./network-status";
import { createQueryClient } from "./query-client";

afterEach(() => {
  vi.restoreAllMocks();
});

const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("offline (issue 17, item 5)", () => {
  it("fails at once without calling fetch, saying the browser is offline", async () => {
    offline();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const error = await apiFetch("/meals/1/like", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, message: OFFLINE_TEXT.action });
    expect(isNetworkError(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says offline when the connection drops during the request, the generic sentence otherwise", async () => {
    vi.stubGlobal("fetch", async () => {
      offline();
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/meals")).rejects.toMatchObject({ message: OFFLINE_TEXT.action });
    vi.restoreAllMocks();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/meals")).rejects.toMatchObject({
      message: "An error occurred. Please try again later.",
    });
  });

  it("runs mutations while offline instead of pausing them until the connection is back", () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe("always");
  });
});
