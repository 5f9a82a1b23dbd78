import type { Meal } from "@medcamp/contract";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CAMP_FALLBACK_IMAGE, CampCard, formatFee } from "./camp-card";
import { datedCamp, sampleCamp } from "../../test/sample-camp";

const camp: Meal = sampleCamp({
  category: "3days",
  ingredients: ["Pediatrician", "Nurse", "Pharmacist"],
  price: 15,
  distributor: { name: "Dr. Amina", email: "amina@example.org" },
  rating: 4.25,
  likes: 12,
  reviewsCount: 3,
});

/** Dhaka from Tue, Dec 1, 2099 9:00 local for three days, 12 of 40 seats left. */
const dated: Meal = { ...camp, ...datedCamp };

/** The value (`dd`) a card gives for a term (`dt`), whether the term shows or only screen readers read it. */
const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("CampCard", () => {
  it("shows every field of product.md §2's camp card", () => {
    render(<CampCard camp={camp} actions={<a href="/meal/c1">View Details</a>} />);
    const card = screen.getByRole("article");
    expect(within(card).getAllByRole("heading")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3, name: camp.title })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: camp.title });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("src", camp.image);
    expect(screen.getByText("Category: 3days")).toBeInTheDocument();
    expect(screen.getByText(camp.description)).toBeInTheDocument();
    expect(valueOf("Camp fees")).toBe("$15");
    expect(valueOf("Healthcare professionals")).toBe("Pediatrician, Nurse, Pharmacist");
    expect(valueOf("Rating")).toBe("4.3 out of 5");
    expect(valueOf("Reviews")).toBe("3");
    expect(valueOf("Participants")).toBe("12");
    expect(valueOf("Posted")).toMatch(/2026/);
    expect(valueOf("Distributor")).toBe("Dr. Amina");
    expect(screen.getByRole("link", { name: "View Details" })).toHaveAttribute("href", "/meal/c1");
  });

  it("shows the fee first, as a chip, and the stars filled to the rating", () => {
    const { container } = render(<CampCard camp={camp} />);
    expect(container.querySelector("dd")).toHaveTextContent("$15");
    expect(screen.getByText("$15").closest(".badge")).not.toBeNull();
    const stars = screen.getByText("Rating", { selector: "dt" }).nextElementSibling?.querySelector("svg");
    expect(stars).toHaveAttribute("aria-hidden", "true");
    expect(stars?.querySelector("clipPath rect")).toHaveAttribute("width", "85");
  });

  it("uses the upcoming camps' labels when given", () => {
    const labels = {
      fee: "Camping Fees",
      professionals: "Healthcare Professional",
      participants: "Likes",
      posted: "Posted on",
    };
    render(<CampCard camp={{ ...camp, rating: 0 }} labels={labels} headingLevel={2} eager />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(camp.title);
    expect(valueOf("Camping Fees")).toBe("$15");
    expect(valueOf("Healthcare Professional")).toBe("Pediatrician, Nurse, Pharmacist");
    expect(valueOf("Likes")).toBe("12");
    expect(valueOf("Posted on")).toMatch(/2026/);
    expect(valueOf("Rating")).toBe("0.0 out of 5");
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  });

  it("shows the camp illustration, with the camp's name, when the image fails to load", () => {
    render(<CampCard camp={camp} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: camp.title })).toHaveAttribute("src", CAMP_FALLBACK_IMAGE);
  });

  it("says Dates to be announced for a camp without dates, and nothing of a place or seats it does not have", () => {
    render(<CampCard camp={camp} />);
    expect(valueOf("Dates")).toBe("Dates to be announced");
    expect(screen.queryByText("City", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByText("Seats", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("shows when (in the camp's zone), the city and the seats left of a dated camp (issue 18)", () => {
    render(<CampCard camp={dated} />);
    const when = screen.getByText("Dates", { selector: "dt" }).nextElementSibling?.querySelector("time");
    expect(when).toHaveAttribute("datetime", dated.startsAt);
    // The test runner's zone is UTC, not the camp's: the camp's zone is named.
    expect(when).toHaveTextContent(/^Tue, Dec 1, 2099, 9:00\sAM – Fri, Dec 4, 9:00\sAM \(Asia\/Dhaka\)$/);
    expect(valueOf("City")).toBe("Dhaka");
    expect(valueOf("Seats")).toBe("12 of 40 seats left");
  });

  it("says Full — join the waitlist when no seat is left, and nothing of seats without a limit", () => {
    const { unmount } = render(<CampCard camp={{ ...dated, seatsLeft: 0, seatsTaken: 40, waitlistCount: 3 }} />);
    expect(valueOf("Seats")).toBe("Full — join the waitlist");
    unmount();
    render(<CampCard camp={{ ...dated, capacity: null, seatsLeft: null }} />);
    expect(screen.queryByText("Seats", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("shows Ended, and no seats, once the camp has ended", () => {
    render(
      <CampCard camp={{ ...dated, startsAt: "2020-03-01T09:00:00+06:00", endsAt: "2020-03-04T09:00:00+06:00" }} />,
    );
    expect(valueOf("Status")).toBe("Ended");
    expect(screen.queryByText(/seats left/)).not.toBeInTheDocument();
  });

  it("shows the dates and city of an upcoming camp, which has no seats", () => {
    const { seatsLeft: _left, seatsTaken: _taken, waitlistCount: _waiting, ...upcoming } = dated;
    render(<CampCard camp={upcoming} />);
    expect(valueOf("City")).toBe("Dhaka");
    expect(screen.queryByText("Seats", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("formats fees in dollars, with cents only when there are some", () => {
    expect(formatFee(0)).toBe("$0");
    expect(formatFee(20)).toBe("$20");
    expect(formatFee(12.5)).toBe("$12.50");
  });
});
