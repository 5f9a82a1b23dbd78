import { describe, expect, it } from "vitest";
import { forgetSavedTickets, readSavedTicket, saveTicket } from "./ticket-store";

const ticket = { code: "K7QF3M9DX2PA8RTB6WZC", status: "valid" as const, savedAt: "2099-11-30T10:00:00.000Z" };

describe("ticket store (issue 21)", () => {
  it("keeps what an earlier visit learnt when a later one could not learn it", () => {
    saveTicket("q1", { ...ticket, campTitle: "Heart Health Week", campDates: "Dec 1" });
    saveTicket("q1", { ...ticket, status: "revoked", campDates: undefined });
    expect(readSavedTicket("q1")).toMatchObject({
      status: "revoked",
      campTitle: "Heart Health Week",
      campDates: "Dec 1",
    });
  });

  it("reads nothing from a missing or unreadable copy", () => {
    expect(readSavedTicket("q2")).toBeNull();
    localStorage.setItem("medcamp.ticket.q2", "{not json");
    expect(readSavedTicket("q2")).toBeNull();
    localStorage.setItem("medcamp.ticket.q2", JSON.stringify({ code: 1 }));
    expect(readSavedTicket("q2")).toBeNull();
  });

  it("forgets every saved ticket on logout, and nothing else", () => {
    saveTicket("q1", ticket);
    saveTicket("q2", ticket);
    localStorage.setItem("theme", "dark");
    forgetSavedTickets();
    expect(readSavedTicket("q1")).toBeNull();
    expect(readSavedTicket("q2")).toBeNull();
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
