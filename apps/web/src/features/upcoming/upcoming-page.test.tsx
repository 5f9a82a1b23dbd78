import { MESSAGES } from "../../i18n/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/toast";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleUpcomingCamp } from "../../test/sample-camp";
import { UpcomingPage } from "./upcoming-page";

/** What a reader without JavaScript is told about the cards' Like buttons. */
const LIKE_NEEDS_JAVASCRIPT = MESSAGES.upcomingPage.likeNeedsJavascript;

vi.mock("../../lib/toast", () => import("../../test/mock-toast"));

const camp = (n: number) => sampleUpcomingCamp({ _id: `u${n}`, title: `Upcoming Camp ${n}`, likes: 2 });

const requestedUrls = (fetchMock: ReturnType<typeof fakeApi>["fetchMock"]) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith("/api/upcoming-meals"));

describe("UpcomingPage", () => {
  it("tells a reader without JavaScript, in a <noscript> a browser running it hides, that liking needs it", async () => {
    fakeApi({ "GET /upcoming-meals": { body: { meals: [camp(1)], totalPages: 1 } } });
    renderApp({ element: <UpcomingPage />, auth: student });
    await screen.findByRole("article");
    // jsdom keeps a <noscript>'s text and applies no stylesheet, so the note can be found; a browser shows it not.
    expect(screen.getByText(LIKE_NEEDS_JAVASCRIPT).tagName).toBe("NOSCRIPT");
  });

  it("loads nine camps a page and the next page on Load more, until there is none", async () => {
    const pages = [Array.from({ length: 9 }, (_, i) => camp(i + 1)), [camp(10), camp(11)]];
    let served = 0;
    const { fetchMock } = fakeApi({
      "GET /upcoming-meals": () => ({ body: { meals: pages[served++] ?? [], totalPages: 2 } }),
    });
    renderApp({ element: <UpcomingPage />, auth: student });
    expect(await screen.findAllByRole("article")).toHaveLength(9);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("heading", { name: "Upcoming Camp 11" });
    expect(screen.getAllByRole("article")).toHaveLength(11);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([
      "/api/upcoming-meals?page=1&limit=9",
      "/api/upcoming-meals?page=2&limit=9",
    ]);
  });

  it("says No camps available when there are none", async () => {
    fakeApi({ "GET /upcoming-meals": { body: { meals: [], totalPages: 1 } } });
    renderApp({ element: <UpcomingPage />, auth: student });
    expect(await screen.findByText("No camps available")).toBeInTheDocument();
  });

  it("takes a repeat like as news: an info toast, and the card turns Liked without counting it again", async () => {
    fakeApi({
      "GET /upcoming-meals": { body: { meals: [camp(1)], totalPages: 1 } },
      "POST /like-upcoming-meal": {
        status: 400,
        body: { message: "You have already liked this meal.", code: "ALREADY_LIKED" },
      },
    });
    renderApp({ element: <UpcomingPage />, auth: student });
    await userEvent.click(await screen.findByRole("button", { name: "Like: Upcoming Camp 1" }));
    expect(await screen.findByRole("button", { name: "Liked: Upcoming Camp 1" })).toBeDisabled();
    expect(notify.info).toHaveBeenCalledWith("You have already liked this meal.");
    expect(notify.error).not.toHaveBeenCalled();
    const likes = within(screen.getByRole("article")).getByText("Likes").nextElementSibling;
    expect(likes).toHaveTextContent("2");
  });

  it("says on a liked card that the viewer will be told when it is published (the like is notify me)", async () => {
    fakeApi({
      "GET /upcoming-meals": {
        body: { meals: [{ ...camp(1), likedby: ["sam@example.org"] }, camp(2)], totalPages: 1 },
      },
      "POST /like-upcoming-meal": { status: 201, body: { message: "Liked successfully" } },
    });
    renderApp({ element: <UpcomingPage />, auth: student });
    const liked = await screen.findByRole("button", { name: "Liked: Upcoming Camp 1" });
    expect(liked).toHaveAccessibleDescription("We'll tell you when it's published.");
    const [first, second] = screen.getAllByRole("article");
    expect(within(first!).getByText("We'll tell you when it's published.")).toBeInTheDocument();
    expect(within(second!).queryByText("We'll tell you when it's published.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Like: Upcoming Camp 2" }));
    expect(await screen.findByRole("button", { name: "Liked: Upcoming Camp 2" })).toHaveAccessibleDescription(
      "We'll tell you when it's published.",
    );
  });
});
