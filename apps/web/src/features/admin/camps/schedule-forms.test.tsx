import type { Meal } from "@medcamp/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { showResult } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { AddCampPage } from "./add-camp-page";
import { UpcomingAdminPage } from "../upcoming/upcoming-admin-page";
import { UpdateCampDialog } from "./update-camp-dialog";

vi.mock("../../../lib/toast", () => import("../../../test/mock-toast"));
vi.mock("../../../lib/confirm", () => import("../../../test/mock-confirm"));

const SPEC_BODY = {
  title: "Lakeside Camp",
  category: "3days",
  image: "https://example.org/camp.png",
  ingredients: ["Cardiologist", "Nurse"],
  description: "Checks by the lake.",
  price: 12.5,
};

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

function fillSpecFields(form: HTMLElement) {
  type(form, "Title", SPEC_BODY.title);
  type(form, "Image URL", SPEC_BODY.image);
  type(form, "Healthcare Professionals (comma separated)", "Cardiologist, Nurse ");
  type(form, "Camp fee", "12.5");
  type(form, "Description", SPEC_BODY.description);
}

const PLACE = { venue: "Town Hall", address: "1 Lake Road", city: "Dhaka", country: "Bangladesh" };
function fillWhenAndWhere(form: HTMLElement) {
  const group = within(form).getByRole("group", { name: "When and where" });
  type(group, "Starts", "2026-12-01T09:00");
  type(group, "Time zone", "Asia/Dhaka");
  type(group, "Venue", PLACE.venue);
  type(group, "Address", PLACE.address);
  type(group, "City", PLACE.city);
  type(group, "Country", PLACE.country);
  type(group, "Latitude", "23.81");
  type(group, "Longitude", "90.41");
  type(group, "Capacity", "40");
  return group;
}

describe("Add camp asks when and where (issue 18)", () => {
  it("left blank, the body is the spec's payload and nothing more", async () => {
    const { calls } = fakeApi({ "POST /meals": { status: 201, body: { insertedId: "n1", message: "ok" } } });
    renderApp({ element: <AddCampPage /> });
    const form = screen.getByRole("form", { name: "Add camp" });
    fillSpecFields(form);
    fireEvent.click(within(form).getByRole("button", { name: "Add camp" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([SPEC_BODY]);
  });

  it("sends the start with its zone's offset, the zone, the place and the capacity; shows the end", async () => {
    const { calls } = fakeApi({ "POST /meals": { status: 201, body: { insertedId: "n1", message: "ok" } } });
    renderApp({ element: <AddCampPage /> });
    const form = screen.getByRole("form", { name: "Add camp" });
    fillSpecFields(form);
    const group = fillWhenAndWhere(form);
    // 3 days after 1 December 09:00 on Dhaka's clocks; the zone is named, being other than the viewer's (UTC here).
    expect(within(group).getByText(/^Ends .*Dec.* 4, 2026.*9:00.*\(Asia\/Dhaka\)$/)).toBeInTheDocument();
    type(form, "Category", "7days");
    expect(within(group).getByText(/^Ends .*Dec.* 8, 2026/)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole("button", { name: "Add camp" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      ...SPEC_BODY,
      category: "7days",
      startsAt: "2026-12-01T09:00:00+06:00",
      timezone: "Asia/Dhaka",
      location: { ...PLACE, lat: 23.81, lng: 90.41 },
      capacity: 40,
    });
  });

  it("the zone is the viewer's by default; a start in the past is taken", async () => {
    const { calls } = fakeApi({ "POST /meals": { status: 201, body: { insertedId: "n1", message: "ok" } } });
    renderApp({ element: <AddCampPage /> });
    const form = screen.getByRole("form", { name: "Add camp" });
    expect(within(form).getByLabelText("Time zone")).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fillSpecFields(form);
    type(form, "Starts", "2020-01-05T10:30");
    fireEvent.click(within(form).getByRole("button", { name: "Add camp" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      startsAt: "2020-01-05T10:30:00+00:00",
      timezone: "UTC",
    });
  });

  it("says under each field what is wrong, and sends nothing", async () => {
    const { calls } = fakeApi({});
    renderApp({ element: <AddCampPage /> });
    const form = screen.getByRole("form", { name: "Add camp" });
    fillSpecFields(form);
    type(form, "Venue", "Town Hall");
    type(form, "City", "C".repeat(81));
    type(form, "Latitude", "91");
    type(form, "Capacity", "0");
    fireEvent.click(within(form).getByRole("button", { name: "Add camp" }));
    await within(form).findByText("Address is required");
    expect(within(form).getByText("Country is required")).toBeInTheDocument();
    expect(within(form).getByText("City can be at most 80 characters")).toBeInTheDocument();
    expect(within(form).getByText("Latitude must be a number between -90 and 90")).toBeInTheDocument();
    expect(within(form).getByText("Capacity must be a whole number of at least 1")).toBeInTheDocument();
    expect(within(form).getByLabelText("Capacity")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByLabelText("Capacity")).toHaveAccessibleDescription(
      "Capacity must be a whole number of at least 1 Leave blank for no limit.",
    );
    expect(calls).toEqual([]);
  });
});

describe("the Add an Upcoming Camp modal", () => {
  it("sends the same fields with the status pending", async () => {
    const { calls } = fakeApi({
      // Asked without a page, the server answers the plain list.
      "GET /upcoming-meals": { body: [] },
      "POST /upcoming-meals": { status: 201, body: { insertedId: "u1", message: "ok" } },
    });
    renderApp({ element: <UpcomingAdminPage /> });
    fireEvent.click(screen.getByRole("button", { name: "Add an Upcoming Camp" }));
    const form = await screen.findByRole("form", { name: "Add an Upcoming Camp" });
    fillSpecFields(form);
    fillWhenAndWhere(form);
    type(form, "Latitude", "");
    type(form, "Longitude", "");
    type(form, "Capacity", "");
    fireEvent.click(within(form).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      ...SPEC_BODY,
      status: "pending",
      startsAt: "2026-12-01T09:00:00+06:00",
      timezone: "Asia/Dhaka",
      location: PLACE,
    });
  });
});

const dated: Meal = sampleCamp({
  _id: "c9",
  category: "3days",
  startsAt: "2026-12-01T03:15:00.000Z",
  endsAt: "2026-12-04T03:15:00.000Z",
  timezone: "Asia/Kathmandu",
  location: { ...PLACE, city: "Kathmandu", country: "Nepal" },
  capacity: 40,
  seatsTaken: 12,
  seatsLeft: 28,
  waitlistCount: 0,
});

function renderUpdate() {
  renderApp({ element: <UpdateCampDialog camp={dated} onClose={() => {}} /> });
  return screen.getByRole("form", { name: "Update Camp" });
}

describe("the Update modal", () => {
  it("is prefilled on the camp's own clocks; an untouched start is sent as it is, a cleared place as null", async () => {
    const { calls } = fakeApi({ "PATCH /meals/c9": { body: { message: "ok" } } });
    const form = renderUpdate();
    expect(within(form).getByLabelText("Starts")).toHaveValue("2026-12-01T09:00");
    expect(within(form).getByLabelText("Time zone")).toHaveValue("Asia/Kathmandu");
    expect(within(form).getByLabelText("City")).toHaveValue("Kathmandu");
    expect(within(form).getByLabelText("Capacity")).toHaveValue("40");
    for (const label of ["Venue", "Address", "City", "Country", "Capacity"]) type(form, label, "");
    fireEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(showResult).toHaveBeenCalledWith("Updated!", expect.any(String), "success"));
    expect(calls[0]?.body).toEqual({
      title: dated.title,
      image: dated.image,
      ingredients: dated.ingredients,
      description: dated.description,
      price: dated.price,
      startsAt: dated.startsAt,
      timezone: "Asia/Kathmandu",
      location: null,
      capacity: null,
    });
  });

  it("a new start is sent with the zone's offset; a cleared start clears the zone too", async () => {
    const { calls } = fakeApi({ "PATCH /meals/c9": { body: { message: "ok" } } });
    const form = renderUpdate();
    type(form, "Starts", "2026-12-02T10:00");
    fireEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ startsAt: "2026-12-02T10:00:00+05:45", timezone: "Asia/Kathmandu" });
    type(form, "Starts", "");
    fireEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ startsAt: null, timezone: null, capacity: 40 });
  });

  it("a capacity below the seats taken: the server's sentence under Capacity, the input kept", async () => {
    const refusal = "The capacity cannot be lower than the 12 seats already taken.";
    fakeApi({ "PATCH /meals/c9": { status: 409, body: { message: refusal, code: "CAPACITY_BELOW_SEATS" } } });
    const form = renderUpdate();
    type(form, "Title", "Renamed");
    type(form, "Capacity", "5");
    fireEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByLabelText("Capacity")).toHaveValue("5");
    expect(within(form).getByLabelText("Capacity")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByLabelText("Title")).toHaveValue("Renamed");
    expect(showResult).not.toHaveBeenCalled();
  });
});
