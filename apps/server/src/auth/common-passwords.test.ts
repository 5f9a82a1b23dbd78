import fs from "node:fs";
import { isStrongPassword } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../db/seed/demo-users.ts";
import { TEST_PASSWORD } from "../test/test-users.ts";
import { COMMON_PASSWORDS_FILE, commonPasswords, isCommonPassword, parseCommonPasswords } from "./common-passwords.ts";

describe("the common-password list", () => {
  const list = commonPasswords();

  it("ships 10,000 distinct lower-cased passwords, most common first, with its source and licence", () => {
    const text = fs.readFileSync(COMMON_PASSWORDS_FILE, "utf8");
    expect(text).toContain("@zxcvbn-ts/language-common 4.1.3 (licence MIT)");
    expect(text).toContain("Copyright (c) 2021 @zxcvbn-ts");
    expect(list.size).toBe(10_000);
    const entries = [...list];
    expect(entries.slice(0, 2)).toEqual(["123456", "password"]);
    expect(entries.every((p) => p === p.normalize("NFKC").toLowerCase() && p.trim() === p && p !== "")).toBe(true);
    expect(entries.some((p) => p.startsWith("#"))).toBe(false);
  });

  it("holds at least 3,000 passwords the product's rule would otherwise accept (ASVS 5.0 6.2.4)", () => {
    // The rule asks for a capital and a small letter: a listed password counts when some capitalisation of it passes.
    const passable = [...list].filter((p) => isStrongPassword(p.replace(/[a-z]/, (c) => c.toUpperCase())));
    expect(passable.length).toBeGreaterThanOrEqual(3000);
  });

  it("does not hold the demo and test passwords", () => {
    for (const password of [...DEMO_USERS.map((u) => u.password), TEST_PASSWORD, "CampAdmin1", "CampUser1"]) {
      expect(isCommonPassword(password, list), password).toBe(false);
    }
  });

  it.each(["password", "Password", "PASSWORD", "PassWord", "Ｐａｓｓｗｏｒｄ", "Qwerty123", "Iloveyou1"])(
    "matches %s whatever its case and width",
    (password) => {
      expect(isCommonPassword(password, list)).toBe(true);
    },
  );

  it.each(["CampTest1", "Stronger2", "Tz8-river-Lamp"])("lets %s through", (password) => {
    expect(isCommonPassword(password, list)).toBe(false);
  });

  it("reads the header up to the first empty line and one password a line after it", () => {
    expect([...parseCommonPasswords("# a header\n#\n# more\n\nfirst\n#second\r\nthird\n")]).toEqual([
      "first",
      "#second",
      "third",
    ]);
  });
});
