import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import type { AuthState } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { student, visitor } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { CampActions, likeErrorText } from "./camp-actions";
import { ReviewForm } from "./review-form";

vi.mock("../../lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const camp = sampleCamp();

/** `element` on the camp's page; a visitor it sends to log in lands on "Landed at /auth/login". */
const renderAt = (element: ReactNode, auth: AuthState) =>
  renderApp({ routes: [{ path: "/meal/c1", element }], at: "/meal/c1", auth }).router;

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("CampActions", () => {
  it("sends a visitor who likes to the login page, remembering the camp", async () => {
    const router = renderAt(<CampActions camp={camp} />, visitor);
    fireEvent.click(screen.getByRole("button", { name: "Like" }));
    expect(notify.info).toHaveBeenCalledWith("Must Login to Like");
    await screen.findByText("Landed at /auth/login");
    expect(router.state.location.state).toMatchObject({ from: { pathname: "/meal/c1" } });
  });

  it("sends a visitor who joins to the login page", async () => {
    renderAt(<CampActions camp={camp} />, visitor);
    fireEvent.click(screen.getByRole("button", { name: "Join Camp" }));
    expect(notify.info).toHaveBeenCalledWith("Must Login to request");
    await screen.findByText("Landed at /auth/login");
  });

  it("shows Liked, disabled, when the signed-in user already liked the camp", async () => {
    fakeApi({ "GET /meals/c1/mine": { body: { request: null, review: null } } });
    renderAt(<CampActions camp={{ ...camp, likedby: [student.user!.email] }} />, student);
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
