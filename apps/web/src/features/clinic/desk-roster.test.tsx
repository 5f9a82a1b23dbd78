import "fake-indexeddb/auto";
import { MESSAGES, type Roster, type RosterEntry } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { forgetClinicData } from "./clinic-store";
import { CAMP_ID, campRoute as campOnly, renderClinic } from "./clinic-test-data";

afterEach(() => forgetClinicData());

/** The camp's answers, and the exit queue the desk's phone keeps for offline use. */
const campRoute = {
  ...campOnly,
  "GET /meals/c1/queue": { body: { station: "exit", entries: [], more: 0, version: "v0" } },
};

const T = MESSAGES.clinicUi;
const REQUEST_ID = "5b0c6a1e-0000-4000-8000-000000000001";

const camper = (name: string, code: string, checkedIn: boolean, requestId = crypto.randomUUID()): RosterEntry => ({
  requestId,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
  photo: null,
  code,
  checkIn: checkedIn
    ? { id: crypto.randomUUID(), at: "2026-11-28T07:45:00.000Z", by: "Staff Sam", byUser: null }
    : null,
});

const roster = (participants: RosterEntry[]): Roster => ({
  camp: { id: CAMP_ID, title: "Heart Health Week", startsAt: null },
  participants,
  expected: participants.length,
  checkedIn: participants.filter((p) => p.checkIn).length,
});

const ROSTER = roster([
  camper("Kamal Hossain", "K7QF3M9DA1B2C3D4E5F6", true, REQUEST_ID),
  camper("Kamala Devi", "Z9XY8W7V6T5S4R3Q2P1N", false),
  camper("Nasima Akter", "M4N5P6Q7R8S9T0V1W2X3", false),
]);

/** The desk at registration, switched to the camp's list. */
async function openList() {
  renderClinic("desk", "station=registration");
  await userEvent.click(await screen.findByRole("radio", { name: T.fromRoster }));
  return screen.getByRole("searchbox", { name: T.rosterSearch });
}

describe("the registration desk's camp list", () => {
  it("finds seat-holders by name or ticket code with their check-in, and registers one by their request", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/roster": { body: ROSTER },
      "POST /meals/c1/visits": { status: 201, body: { visitId: "v", personId: "p", token: 4, possibleDuplicates: [] } },
    });
    const search = await openList();
    // The walk-in's own fields are not asked for a camper.
    expect(screen.queryByLabelText(T.age)).not.toBeInTheDocument();

    await userEvent.type(search, "kamal");
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Kamal Hossain");
    expect(rows[1]).toHaveTextContent("Kamala Devi");
    expect(within(rows[0]!).getByText(T.checkedIn)).toBeInTheDocument();
    expect(within(rows[0]!).getByText("K7QF-3M9D-A1B2-C3D4-E5F6")).toBeInTheDocument();
    expect(within(rows[1]!).getByText(T.notCheckedIn)).toBeInTheDocument();

    // A ticket code as typed from a printed ticket: lower case, a dash, O for 0.
    await userEvent.clear(search);
    await userEvent.type(search, "s9to-v1");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: T.registerOf("Nasima Akter") })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "no such person");
    expect(screen.getByRole("status")).toHaveTextContent(T.rosterNone);
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();

    // Without the consent to care nothing is sent; with it, the camper's request registers them.
    await userEvent.clear(search);
    await userEvent.type(search, "Hossain");
    await userEvent.click(screen.getByRole("button", { name: T.registerOf("Kamal Hossain") }));
    expect(screen.getByRole("alert")).toHaveTextContent(T.careRequired);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await userEvent.click(screen.getByRole("checkbox", { name: T.consentCare }));
    await userEvent.click(screen.getByRole("checkbox", { name: T.consentKeep }));
    await userEvent.click(screen.getByRole("button", { name: T.registerOf("Kamal Hossain") }));

    expect(await screen.findByRole("heading", { name: T.tokenFor("Kamal Hossain") })).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.token} 4`)).toHaveTextContent("4");
    const post = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(post).toMatchObject({ requestId: REQUEST_ID, consent: { care: true, followUp: false, keep: true } });
    expect(post).not.toHaveProperty("person");
    expect(post.visitId).toMatch(/^[0-9a-f-]{36}$/);

    // The next person: the desk stays at the camp's list, the consent asked again.
    await userEvent.click(screen.getByRole("button", { name: T.registerNext }));
    expect(screen.getByRole("radio", { name: T.fromRoster })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: T.consentCare })).not.toBeChecked();
  });

  it("says how many more match than it shows", async () => {
    const many = Array.from({ length: 11 }, (_, n) => camper(`Rahim ${n + 1}`, `A${n}`.padEnd(20, "0"), false));
    fakeApi({ ...campRoute, "GET /meals/c1/roster": { body: roster(many) } });
    await userEvent.type(await openList(), "rahim");
    expect(await screen.findAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByRole("status")).toHaveTextContent(T.rosterMore(8, 11));
  });

  it("says when no one holds a seat, and offers Try again when the list could not be read", async () => {
    let reads = 0;
    fakeApi({
      ...campRoute,
      "GET /meals/c1/roster": () => {
        reads += 1;
        if (reads === 1) return { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } };
        return { body: roster([]) };
      },
    });
    await openList();
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadFailed);
    await userEvent.click(screen.getByRole("button", { name: MESSAGES.account.tryAgain }));
    expect(await screen.findByText(T.rosterEmpty)).toBeInTheDocument();
  });
});
