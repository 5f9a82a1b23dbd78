import type { Meal } from "@medcamp/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CampCard, formatFee } from "./camp-card";

const camp: Meal = {
  _id: "c1",
  title: "Village Vaccination Drive",
  category: "3days",
  image: "https://example.org/camp.jpg",
  ingredients: ["Pediatrician", "Nurse", "Pharmacist"],
  description: "Free vaccines for every child in the village.",
  price: 15,
  postTime: "2026-03-04T10:00:00.000Z",
  distributor: { name: "Dr. Amina", email: "amina@example.org" },
  rating: 4.25,
  likes: 12,
  reviewsCount: 3,
};

const valueOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("CampCard", () => {
  it("shows every field of product.md §2's camp card", () => {
    render(<CampCard camp={camp} actions={<a href="/meal/c1">View Details</a>} />);
    expect(screen.getByRole("heading", { level: 3, name: camp.title })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: camp.title });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("src", camp.image);
    expect(screen.getByText("Category: 3days")).toBeInTheDocument();
    expect(screen.getByText(camp.description)).toBeInTheDocument();
    expect(valueOf("Camp fees")).toBe("$15");
    expect(valueOf("Healthcare professionals")).toBe("Pediatrician, Nurse, Pharmacist");
    expect(valueOf("Rating")).toBe("4.3 / 5");
    expect(valueOf("Reviews")).toBe("3");
    expect(valueOf("Participants")).toBe("12");
    expect(valueOf("Posted")).toMatch(/2026/);
    expect(valueOf("Distributor")).toBe("Dr. Amina");
    expect(screen.getByRole("link", { name: "View Details" })).toHaveAttribute("href", "/meal/c1");
  });

  it("uses the upcoming camps' labels when given, and a whole description on the detail page", () => {
    const labels = {
      fee: "Camping Fees",
      professionals: "Healthcare Professional",
      participants: "Likes",
      posted: "Posted on",
    };
    render(<CampCard camp={{ ...camp, rating: 0 }} labels={labels} headingLevel={1} detail />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(camp.title);
    expect(valueOf("Camping Fees")).toBe("$15");
    expect(valueOf("Healthcare Professional")).toBe("Pediatrician, Nurse, Pharmacist");
    expect(valueOf("Likes")).toBe("12");
    expect(valueOf("Rating")).toBe("0.0 / 5");
    expect(screen.getByText(camp.description)).not.toHaveClass("line-clamp-3");
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  });

  it("formats fees in dollars, with cents only when there are some", () => {
    expect(formatFee(0)).toBe("$0");
    expect(formatFee(20)).toBe("$20");
    expect(formatFee(12.5)).toBe("$12.50");
  });
});
