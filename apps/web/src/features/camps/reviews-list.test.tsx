import { render, screen } from "@testing-library/react";
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
});
