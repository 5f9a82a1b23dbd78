import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { student, visitor } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import type { AuthState } from "../../lib/auth-context";
import { TicketPage } from "./ticket-page";
import { readSavedTicket, saveTicket } from "./ticket-store";

afterEach(() => {
  vi.restoreAllMocks();
});

const CODE = "K7QF3M9DX2PA8RTB6WZC";
const FORMATTED = "K7QF-3M9D-X2PA-8RTB-6WZC";

const myRequests = {
  "GET /meal-requests-user": {
    body: {
      mealRequests: [
        {
          mealRequest: {
            _id: "q1",
            title: "Heart Health Week",
            likes: 4,
            reviews_count: 0,
            status: "pending",
            mealId: "c1",
          },
        },
      ],
      totalPages: 1,
    },
  },
  "GET /meals/c1": { body: sampleCamp(datedCamp) },
};

const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

function renderTicket(auth: Partial<AuthState> = student) {
  return renderApp({
    routes: [{ path: "/user/tickets/:requestId", element: <TicketPage /> }],
    at: "/user/tickets/q1",
    auth,
  });
}

describe("TicketPage (issue 21)", () => {
  it("shows a valid ticket as a QR code and short text with its camp and camper, saves it, and prints", async () => {
    fakeApi({ ...myRequests, "GET /tickets/q1": { body: { code: CODE, status: "valid" } } });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderTicket();

    expect(await screen.findByLabelText("Ticket code")).toHaveTextContent(FORMATTED);
    const qr = await screen.findByRole("img", { name: `QR code of ticket ${FORMATTED}` });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByRole("heading", { name: "Heart Health Week" })).toBeInTheDocument();
    expect(await screen.findByText("Community Hall, 12 Lake Road, Dhaka, Bangladesh")).toBeInTheDocument();
    expect(screen.getByText("Sam")).toBeInTheDocument();
    expect(screen.getByText("Valid: show this code at the camp's check-in.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Ticket · MedCamp"));

    await waitFor(() =>
      expect(readSavedTicket("q1")).toMatchObject({
        code: CODE,
        status: "valid",
        campTitle: "Heart Health Week",
        campPlace: "Community Hall, 12 Lake Road, Dhaka, Bangladesh",
        camperName: "Sam",
      }),
    );
    expect(readSavedTicket("q1")?.campDates).toMatch(/Dec 1, 2099/);

    await userEvent.setup().click(screen.getByRole("button", { name: "Print ticket" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says clearly that a revoked ticket no longer works, and shows no QR code", async () => {
    fakeApi({ ...myRequests, "GET /tickets/q1": { body: { code: CODE, status: "revoked" } } });
    renderTicket();
    expect(await screen.findByText(/This ticket no longer works/)).toBeInTheDocument();
    expect(screen.getByLabelText("Ticket code")).toHaveTextContent(FORMATTED);
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("shows the server's message for a waitlisted request, and forgets a saved copy", async () => {
    saveTicket("q1", { code: CODE, status: "valid", savedAt: "2099-11-30T10:00:00.000Z" });
    const message = "A ticket comes with a seat: this request does not hold one yet.";
    fakeApi({
      ...myRequests,
      "GET /tickets/q1": { status: 409, body: { message, code: "TICKET_NOT_ISSUED" } },
    });
    renderTicket();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByLabelText("Ticket code")).not.toBeInTheDocument();
    await waitFor(() => expect(readSavedTicket("q1")).toBeNull());
  });

  it("offline, shows the copy saved on this device without asking the server or waiting for the session", async () => {
    saveTicket("q1", {
      code: CODE,
      status: "valid",
      campTitle: "Heart Health Week",
      campDates: "Tue, Dec 1, 2099, 9:00 AM – Fri, Dec 4, 9:00 AM",
      camperName: "Sam",
      savedAt: "2099-11-30T10:00:00.000Z",
    });
    offline();
    const { calls } = fakeApi({});
    // While offline the session query stays pending.
    renderTicket({ ...visitor, loading: true });

    expect(await screen.findByText(/^Saved on this device on .*2099.*; you are offline\.$/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Heart Health Week" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ticket code")).toHaveTextContent(FORMATTED);
    expect(await screen.findByRole("img", { name: `QR code of ticket ${FORMATTED}` })).toBeInTheDocument();
    expect(screen.getByText("Sam")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print ticket" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("offline without a saved copy, says the ticket is not on this device yet", async () => {
    offline();
    fakeApi({});
    renderTicket({ ...visitor, loading: true });
    expect(await screen.findByRole("alert")).toHaveTextContent(/You're offline, and this ticket is not saved/);
    expect(screen.queryByRole("button", { name: "Print ticket" })).not.toBeInTheDocument();
  });

  it("shows the saved copy when the server cannot be reached although the browser says it is online", async () => {
    saveTicket("q1", { code: CODE, status: "valid", savedAt: "2099-11-30T10:00:00.000Z" });
    fakeApi({
      ...myRequests,
      "GET /tickets/q1": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderTicket();
    expect(await screen.findByText(/; the server could not be reached\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText("Ticket code")).toHaveTextContent(FORMATTED);
  });

  it("sends a visitor home when online and nobody is signed in", async () => {
    fakeApi({ "GET /tickets/q1": { status: 401, body: { message: "Unauthorized", code: "UNAUTHORIZED" } } });
    renderTicket(visitor);
    expect(await screen.findByText("Landed at /")).toBeInTheDocument();
  });
});
