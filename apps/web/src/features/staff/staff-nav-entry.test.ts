import { describe, expect, it } from "vitest";
import { staffNavEntry } from "./staff-nav-entry";

describe("staffNavEntry", () => {
  it("is none for someone who staffs nothing, or before the answer", () => {
    expect(staffNavEntry(undefined)).toBeNull();
    expect(staffNavEntry({ allCamps: false, camps: [] })).toBeNull();
  });

  it("leads straight to the only camp's check-in", () => {
    expect(staffNavEntry({ allCamps: false, camps: [{ id: "c1", title: "Heart Week" }] })).toEqual({
      to: "/admin/check-in/c1",
      label: "Check-in",
    });
  });

  it('leads to the dashboard\'s "Camps you staff" for several camps or every camp', () => {
    const several = {
      allCamps: false,
      camps: [
        { id: "c1", title: "A" },
        { id: "c2", title: "B" },
      ],
    };
    expect(staffNavEntry(several)?.to).toBe("/user#camps-you-staff");
    expect(staffNavEntry({ allCamps: true, camps: [{ id: "c1", title: "A" }] })?.to).toBe("/user#camps-you-staff");
  });
});
