import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { student } from "../test/auth-states";
import { type FakeAnswer, fakeApi } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { sampleCamp } from "../test/sample-camp";
import { WelcomeRoute } from "./welcome-route";

describe("The welcome: camps you staff (issue 21)", () => {
  const section = () => screen.findByRole("region", { name: "Camps you staff" });
  function renderAs(staff: FakeAnswer) {
    const api = fakeApi({
      "GET /me/staff": staff,
      "GET /meals": {
        body: { meals: [sampleCamp({ _id: "c7", title: "Eye Camp" }), sampleCamp({ _id: "c8" })], totalPages: 3 },
      },
    });
    renderApp({ element: <WelcomeRoute />, auth: student });
    return api;
  }

  it("links each camp the user staffs to its check-in page", async () => {
    renderAs({
      body: {
        allCamps: false,
        camps: [
          { id: "c1", title: "Heart Week" },
          { id: "c2", title: "Eye Camp" },
        ],
      },
    });
    const camps = await section();
    const links = within(camps).getAllByRole("link", { name: /^Open check-in/ });
    expect(links.map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")])).toEqual([
      ["Open check-in: Heart Week", "/admin/check-in/c1"],
      ["Open check-in: Eye Camp", "/admin/check-in/c2"],
    ]);
    expect(within(camps).queryByLabelText("Find a camp")).not.toBeInTheDocument();
  });

  it("links a camp where the user has a station role to its clinic too (issue 39)", async () => {
    renderAs({
      body: {
        allCamps: false,
        camps: [
          { id: "c1", title: "Heart Week", role: "nurse" },
          { id: "c2", title: "Eye Camp", role: null },
        ],
      },
    });
    const camps = await section();
    const links = within(camps).getAllByRole("link", { name: /^Clinic: / });
    expect(links.map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")])).toEqual([
      ["Clinic: Heart Week", "/admin/clinic/c1"],
    ]);
  });

  it("lets staff for every camp find a camp among the first matches", async () => {
    const { fetchMock } = renderAs({ body: { allCamps: true, camps: [] } });
    const camps = await section();
    expect(within(camps).getByText(/You are staff for every camp/)).toBeInTheDocument();
    const link = await within(camps).findByRole("link", { name: "Open check-in: Eye Camp" });
    expect(link).toHaveAttribute("href", "/admin/check-in/c7");
    expect(within(camps).getByText("The first 5 matches: type more to narrow it.")).toBeInTheDocument();
    await userEvent.type(within(camps).getByLabelText("Find a camp"), "Eye");
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => /search=Eye.*limit=5|limit=5.*search=Eye/.test(String(input))),
      ).toBe(true),
    );
  });

  it("is not there for someone who staffs nothing", async () => {
    renderAs({ body: { allCamps: false, camps: [] } });
    await screen.findByRole("heading", { name: "Welcome, Sam" });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Camps you staff" })).not.toBeInTheDocument();
  });
});
