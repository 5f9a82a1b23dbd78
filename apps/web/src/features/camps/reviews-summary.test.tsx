import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewsSummary } from "./reviews-summary";

const review = (rating: number) => ({ name: `Reviewer ${rating}`, rating, comment: "Fine." });

describe("ReviewsSummary", () => {
  it("gives the average to one decimal, the count, and how many gave each rating", () => {
    render(<ReviewsSummary rating={4.333} total={3} reviews={[review(5), review(5), review(3)]} />);
    expect(screen.getByText("4.3")).toBeInTheDocument();
    expect(screen.getByText("3 reviews", { exact: false })).toHaveTextContent("Average rating 4.3 out of 5, 3 reviews");
    const spread = screen.getByRole("list", { name: "Ratings given" });
    expect(within(spread).getAllByRole("progressbar")).toHaveLength(5);
    expect(within(spread).getByRole("progressbar", { name: "5 stars" })).toHaveAttribute("value", "2");
    expect(within(spread).getByRole("progressbar", { name: "3 stars" })).toHaveAttribute("value", "1");
    expect(within(spread).getByRole("progressbar", { name: "1 star" })).toHaveAttribute("value", "0");
  });

  it("leaves the spread out when the detail carries only the latest reviews, or none", () => {
    const { rerender } = render(<ReviewsSummary rating={4} total={60} reviews={[review(4)]} />);
    expect(screen.getByText("60 reviews", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Ratings given" })).not.toBeInTheDocument();
    rerender(<ReviewsSummary rating={0} total={0} reviews={[]} />);
    expect(screen.getByText("0 reviews", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
