import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthState } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { student, visitor } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { NoJoinDialog, noQuestions } from "../../test/no-join-dialog";
import { renderApp } from "../../test/render-app";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import { CampActions, likeErrorText } from "./camp-actions";
import { ReviewForm } from "./review-form";

vi.mock("../../lib/toast", () => import("../../test/mock-toast"));

const camp = sampleCamp();

/** `element` on the camp's page; a visitor it sends to log in lands on "Landed at /auth/login". */
const renderAt = (element: ReactNode, auth: AuthState) =>
  renderApp({ routes: [{ path: "/meal/c1", element }], at: "/meal/c1", auth }).router;

describe("CampActions", () => {
  it("sends a visitor who likes to the login page, remembering the camp", async () => {
    const router = renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />, visitor);
    fireEvent.click(screen.getByRole("button", { name: "Like" }));
    expect(notify.info).toHaveBeenCalledWith("Must Login to Like");
    await screen.findByText("Landed at /auth/login");
    expect(router.state.location.state).toMatchObject({ from: { pathname: "/meal/c1" } });
  });

  it("sends a visitor who joins to the login page", async () => {
    renderAt(<CampActions camp={camp} joinDialog={NoJoinDialog} />, visitor);
    fireEvent.click(screen.getByRole("button", { name: "Join Camp" }));
    expect(notify.info).toHaveBeenCalledWith("Must Login to request");
    await screen.findByText("Landed at /auth/login");
  });

  it("shows Liked, disabled, when the signed-in user already liked the camp", async () => {
    fakeApi({ "GET /meals/c1/mine": { body: { request: null, review: null } } });
    renderAt(<CampActions camp={{ ...camp, likedby: [student.user!.email] }} joinDialog={NoJoinDialog} />, student);
    expect(screen.getByRole("button", { name: "Liked" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Join Camp" })).toBeEnabled());
  });

  it("words a refused like with the server's message or the generic one", () => {
    expect(likeErrorText(new ApiError(400, "You have already liked this meal.", "ALREADY_LIKED"))).toBe(
      "You have already liked this meal.",
    );
    expect(likeErrorText(new Error("boom"))).toBe("Something went wrong. Please try again.");
  });
});

describe("CampActions with seats and dates (issue 18)", () => {
  const full = sampleCamp({ ...datedCamp, seatsLeft: 0, seatsTaken: 40, waitlistCount: 2 });
  const ended = sampleCamp({
    ...datedCamp,
    startsAt: "2020-03-01T09:00:00+06:00",
    endsAt: "2020-03-04T09:00:00+06:00",
  });
  const mine = (request: unknown) => ({ "GET /meals/c1/mine": { body: { request, review: null } } });

  it("offers Join Camp while a seat is free or there is no limit", async () => {
    fakeApi(mine(null));
    renderAt(<CampActions camp={sampleCamp(datedCamp)} joinDialog={NoJoinDialog} />, student);
    await waitFor(() => expect(screen.getByRole("button", { name: "Join Camp" })).toBeEnabled());
  });

  it("says Join the waitlist on a full camp, toasts the server's waitlist message and shows the position", async () => {
    let request: unknown = null;
    const message = "The camp is full: you are on the waitlist (position 3)";
    fakeApi({
      ...noQuestions,
      "GET /meals/c1/mine": () => ({ body: { request, review: null } }),
      "POST /meal/request": () => {
        request = { _id: "r9", status: "waitlisted", position: 3 };
        return { status: 201, body: { insertedId: "r9", message, status: "waitlisted", position: 3 } };
      },
    });
    renderAt(<CampActions camp={full} joinDialog={NoJoinDialog} />, student);
    const join = await screen.findByRole("button", { name: "Join the waitlist" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    expect(await screen.findByRole("button", { name: "Waitlisted (position 3)" })).toBeDisabled();
    expect(notify.info).toHaveBeenCalledWith(message);
    expect(screen.getByRole("link", { name: "My Camp Requests" })).toBeInTheDocument();
  });

  it("toasts the spec's message when a seat is held", async () => {
    fakeApi({
      ...mine(null),
      ...noQuestions,
      "POST /meal/request": {
        status: 201,
        body: { insertedId: "r9", message: "Meal request sent successfully!", status: "pending" },
      },
    });
    renderAt(<CampActions camp={sampleCamp(datedCamp)} joinDialog={NoJoinDialog} />, student);
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Meal request sent successfully!"));
  });

  it("is disabled as Ended once the camp has ended, for visitors too", () => {
    renderAt(<CampActions camp={ended} joinDialog={NoJoinDialog} />, visitor);
    expect(screen.getByRole("button", { name: "Ended" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Join Camp" })).not.toBeInTheDocument();
  });

  it("still shows the user's own request on an ended camp", async () => {
    fakeApi(mine({ _id: "r1", status: "delivered" }));
    renderAt(<CampActions camp={ended} joinDialog={NoJoinDialog} />, student);
    expect(await screen.findByRole("button", { name: "Confirmed" })).toBeDisabled();
  });

  it("says This camp has ended when the server refuses a camp that ended meanwhile", async () => {
    fakeApi({
      ...mine(null),
      ...noQuestions,
      "POST /meal/request": { status: 409, body: { message: "This camp has ended", code: "CAMP_ENDED" } },
    });
    renderAt(<CampActions camp={sampleCamp(datedCamp)} joinDialog={NoJoinDialog} />, student);
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("This camp has ended"));
  });

  it("says when a camp in Platinum's priority window opens to everyone (issue 20)", async () => {
    const message = "Platinum members book this camp first. It opens to everyone at 26 Nov 2026, 09:00 UTC.";
    fakeApi({
      ...mine(null),
      ...noQuestions,
      "POST /meal/request": { status: 409, body: { message, code: "PRIORITY_BOOKING" } },
    });
    renderAt(<CampActions camp={sampleCamp(datedCamp)} joinDialog={NoJoinDialog} />, student);
    const join = await screen.findByRole("button", { name: "Join Camp" });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(message));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says when a camp in Platinum's priority window opens to everyone, before anyone asks", async () => {
    const priorityUntil = new Date(Date.now() + 86_400_000).toISOString();
    fakeApi(mine(null));
    renderAt(<CampActions camp={sampleCamp({ ...datedCamp, priorityUntil })} joinDialog={NoJoinDialog} />, student);
    expect(await screen.findByText(/^Platinum members book first\. Opens to everyone on /)).toBeInTheDocument();
  });

  it("says Declined and offers Join Camp again after a declined request", async () => {
    fakeApi(mine({ _id: "r1", status: "declined" }));
    renderAt(<CampActions camp={sampleCamp(datedCamp)} joinDialog={NoJoinDialog} />, student);
    expect(await screen.findByText("Declined")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Join Camp" })).toBeEnabled());
  });
});

describe("ReviewForm", () => {
  it("is only there for signed-in users", () => {
    renderAt(<ReviewForm campId="c1" />, visitor);
    expect(screen.queryByRole("form", { name: "Leave a review" })).not.toBeInTheDocument();
  });

  it("asks for a review and a rating before sending", async () => {
    fakeApi({ "GET /meals/c1/mine": { body: { request: null, review: null } } });
    renderAt(<ReviewForm campId="c1" />, student);
    fireEvent.change(await screen.findByLabelText("Your review"), { target: { value: "   " } });
    fireEvent.change(screen.getByLabelText("Rating"), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide a review and a rating!");
    expect(screen.getByLabelText("Your review")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Rating")).toHaveAttribute("aria-invalid", "false");
  });
});
