import { describe, expect, it } from "vitest";
import { DEFAULT_HASH_COST, hashPassword, verifyPassword, weakHashingWarning } from "./password.ts";

describe("password hashes (ADR 004, ADR 024)", () => {
  it("are scrypt at N=2^17, r=8, p=1 by default, with the parameters stored in the hash", async () => {
    const hash = await hashPassword("Camper1");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w+/]+=*\$[\w+/]+=*$/);
    expect(DEFAULT_HASH_COST).toBe(17);
  });

  it("verify at the cost they were made with, whatever the server's cost is now", async () => {
    const cheap = await hashPassword("Camper1", undefined, 13);
    expect(cheap.startsWith("scrypt$8192$8$1$")).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: "Camper1" })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: "Camper2" })).toBe(false);
  });

  it("warn at start only below the default cost", () => {
    expect(weakHashingWarning(17)).toBeUndefined();
    expect(weakHashingWarning(18)).toBeUndefined();
    expect(weakHashingWarning(13)).toContain("PASSWORD_HASH_COST=13");
  });
});
