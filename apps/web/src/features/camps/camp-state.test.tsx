import type { MyCampState } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "../../lib/auth-context";
import { student } from "../../test/auth-states";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { NoJoinDialog, noQuestions } from "../../test/no-join-dialog";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { CampActions } from "./camp-actions";
import { PackagesSection } from "./packages-section";
import { ReviewForm } from "./review-form";

const camp = sampleCamp();

const nothingYet: MyCampState = { request: null, review: null };
const withBadge = (badge: "Gold" | null): AuthState => ({ ...student, user: { ...student.user!, badge } });
const renderAt = (element: ReactNode, auth: AuthState = student) =>
  renderApp({ routes: [{ path: "/meal/c1", element }], at: "/meal/c1", auth });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CampActions after Join Camp (issue 17)", () => {
  it("shows Requested, not Join Camp, for a pending request, with a link to My Camp Requests", async () => {
    fakeApi({ "GET /meals/c1/mine": { body: { request: { _id: "r1", status: "pending" }, review: null } } });
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />);
    expect(await screen.findByRole("button", { name: "Requested" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Join Camp" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Camp Requests" })).toHaveAttribute("href", "/user/meals");
  });

  it("shows Confirmed once the request was served", async () => {
    fakeApi({ "GET /meals/c1/mine": { body: { request: { _id: "r1", status: "delivered" }, review: null } } });
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />);
    expect(await screen.findByRole("button", { name: "Confirmed" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "My Camp Requests" })).toBeInTheDocument();
  });

  it("turns Join Camp into Requested as soon as the request is sent", async () => {
    let state: MyCampState = nothingYet;
    const { calls } = fakeApi({
      "GET /meals/c1/mine": () => ({ body: state }),
      ...noQuestions,
      "POST /meal/request": () => {
        state = { request: { _id: "r9", status: "pending" }, review: null };
        return {
          status: 201,
          body: { message: "Meal request sent successfully!", insertedId: "r9", status: "pending" },
        };
      },
    });
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />, withBadge("Gold"));
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    expect(await screen.findByRole("button", { name: "Requested" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/meals/c1/mine")).toHaveLength(2);
  });

  it("says Need to buy subscription with a link to the packages when joining without one", async () => {
    fakeApi({
      "GET /meals/c1/mine": { body: nothingYet },
      ...noQuestions,
      "POST /meal/request": {
        status: 403,
        body: { message: "Need to buy subscription", code: "SUBSCRIPTION_REQUIRED" },
      },
    });
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />);
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    const notice = await screen.findByText(/^Need to buy subscription\./);
    expect(within(notice).getByRole("link", { name: "See packages" })).toHaveAttribute("href", "/#packages");
  });

  it("waits for the session before offering Join Camp or Like, so a signed-in user is not sent to log in", () => {
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />, { ...student, user: null, loading: true });
    expect(screen.getByRole("button", { name: "Join Camp" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Like" })).toBeDisabled();
  });

  it("offers Join Camp when the user's state cannot be read", async () => {
    fakeApi({ "GET /meals/c1/mine": { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } } });
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Join Camp" })).toBeEnabled());
  });
});

describe("ReviewForm after a review (issue 17)", () => {
  const own = { _id: "rv1", comment: "Kind nurses.", rating: 4 };

  it("shows Your review (stars and text) instead of the form, and Edit changes the comment in place", async () => {
    let comment = own.comment;
    const { calls } = fakeApi({
      "GET /meals/c1/mine": () => ({ body: { request: null, review: { ...own, comment } } }),
      "POST /review-update": (body): FakeAnswer => {
        comment = (body as { newComment: string }).newComment;
        return { body: { message: "Your review has been updated." } };
      },
    });
    renderAt(<ReviewForm campId="c1" />);
    const section = await screen.findByRole("region", { name: "Your review" });
    expect(within(section).getByText("Kind nurses.")).toBeInTheDocument();
    expect(within(section).getByText("4 out of 5")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Leave a review" })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole("button", { name: "Edit your review" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit your review" });
    const box = within(dialog).getByLabelText("Comment");
    expect(box).toHaveValue("Kind nurses.");
    expect(within(dialog).getByText("12/1000")).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, "Kind nurses, short queue.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await within(section).findByText("Kind nurses, short queue.", { selector: "p" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === "/review-update")?.body).toMatchObject({
      reviewId: "rv1",
      mealId: "c1",
      newComment: "Kind nurses, short queue.",
    });
  });

  it("counts the review's characters against its limit and refuses a longer one instead of cutting it", async () => {
    const { calls } = fakeApi({ "GET /meals/c1/mine": { body: nothingYet } });
    renderAt(<ReviewForm campId="c1" />);
    const box = await screen.findByLabelText("Your review");
    expect(screen.getByText("0/1000")).toBeInTheDocument();
    await userEvent.type(box, "Great");
    expect(screen.getByText("5/1000")).toBeInTheDocument();
    expect(box).not.toHaveAttribute("maxlength");
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste("x".repeat(1001));
    expect(box).toHaveValue("x".repeat(1001));
    expect(screen.getByText("1001/1000")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Rating"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Your review can be at most 1000 characters.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("PackagesSection (issue 17)", () => {
  it("marks the package the user holds as Your package, and no other", () => {
    renderApp({ element: <PackagesSection />, auth: withBadge("Gold") });
    const cards = screen.getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    const marked = cards.filter((card) => within(card).queryByText("Your package"));
    expect(marked).toHaveLength(1);
    expect(within(marked[0]!).getByRole("heading", { name: "Gold" })).toBeInTheDocument();
  });

  it("marks nothing for a user without a package", () => {
    renderApp({ element: <PackagesSection />, auth: withBadge(null) });
    expect(screen.queryByText("Your package")).not.toBeInTheDocument();
  });
});
