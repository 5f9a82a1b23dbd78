import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewsList } from "./reviews-list";

const reviews = Array.from({ length: 3 }, (_, i) => ({ name: `Reviewer ${i}`, rating: 4, comment: `Comment ${i}` }));

describe("ReviewsList", () => {
  it("invites the first review when there is none", () => {
    render(<ReviewsList reviews={[]} total={0} />);
    expect(screen.getByText("No reviews yet. Be the first to leave one!")).toBeInTheDocument();
  });

  it("lists name, rating out of 5 and comment, and says nothing more when all are shown", () => {
    render(<ReviewsList reviews={reviews} total={3} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("Reviewer 1")).toBeInTheDocument();
    expect(screen.getAllByText("Rating: 4 / 5")).toHaveLength(3);
    expect(screen.queryByText(/^Showing the latest/)).not.toBeInTheDocument();
  });

  it("says how many reviews there are in all when only the latest are shown", () => {
    render(<ReviewsList reviews={reviews} total={53} />);
    expect(screen.getByText("Showing the latest 3 of 53 reviews.")).toBeInTheDocument();
  });

  it("marks the reviews of people checked in at the camp as Verified attendee (issue 21)", () => {
    const [first, second, third] = reviews;
    render(
      <ReviewsList
        reviews={[{ ...first!, verifiedAttendee: true }, { ...second!, verifiedAttendee: false }, third!]}
        total={3}
      />,
    );
    const [verified, notVerified, unknown] = screen.getAllByRole("listitem");
    expect(within(verified!).getByText("Verified attendee")).toBeInTheDocument();
    expect(within(notVerified!).queryByText("Verified attendee")).not.toBeInTheDocument();
    expect(within(unknown!).queryByText("Verified attendee")).not.toBeInTheDocument();
  });
});
