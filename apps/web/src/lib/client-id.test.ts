import { describe, expect, it } from "vitest";
import { newClientId } from "./client-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("scan ids", () => {
  it("are v4 UUIDs, also where crypto.randomUUID is missing (a page served over plain HTTP)", () => {
    expect(newClientId()).toMatch(UUID_V4);
    const withoutRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newClientId(withoutRandomUuid)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
