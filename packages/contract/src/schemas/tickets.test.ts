import { describe, expect, it } from "vitest";
import { formatTicketCode, normaliseTicketCode } from "./tickets.ts";

describe("ticket codes as people read and type them", () => {
  it("prints a code in groups of four", () => {
    expect(formatTicketCode("K7QF3M9DAB12CD34EF56")).toBe("K7QF-3M9D-AB12-CD34-EF56");
  });

  it("reads a typed code back: case, dashes, spaces and the letters Crockford's alphabet leaves out", () => {
    expect(normaliseTicketCode(" k7qf-3m9d ab12-cd34-ef56 ")).toBe("K7QF3M9DAB12CD34EF56");
    expect(normaliseTicketCode("o0-Il")).toBe("0011");
  });
});
