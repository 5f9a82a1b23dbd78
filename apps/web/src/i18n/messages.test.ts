import { MESSAGES as ENGLISH } from "@medcamp/contract";
import { describe, expect, it, vi } from "vitest";

describe("MESSAGES in parts (ADR 022)", () => {
  it("gives a namespace kept in a constant before its part has loaded the part's texts once it has", async () => {
    // Fresh modules: the test setup loads every part of English into the shared ones.
    vi.resetModules();
    const { MESSAGES } = await import("./messages");
    const { loadCatalogParts } = await import("./active-locale");
    const overview = MESSAGES.overview;
    expect(overview.title).toBeUndefined();
    expect(MESSAGES.nav.home).toBe(ENGLISH.nav.home);
    await loadCatalogParts("admin");
    expect(overview.title).toBe(ENGLISH.overview.title);
    expect(MESSAGES.overview.seatsOf(3, 10)).toBe(ENGLISH.overview.seatsOf(3, 10));
  });
});
