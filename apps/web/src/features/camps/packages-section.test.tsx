import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { PackagesSection } from "./packages-section";

const benefitsOf = (name: string) => {
  const card = screen.getByRole("heading", { name }).closest("li")!;
  return within(card)
    .getAllByRole("listitem")
    .map((li) => li.textContent);
};

describe("PackagesSection benefits (issue 20)", () => {
  it("prints only what the product enforces, per package", () => {
    renderApp({ element: <PackagesSection /> });
    const join = "Join any camp";
    const monthly = "Renews monthly";
    const cancel = "Cancel any time: it stays active to the end of the month";
    const waitlist = "Waitlist priority: placed ahead of Silver members on a full camp's waitlist";
    const priority = "Priority booking: the first 48 hours of a newly published camp";
    expect(benefitsOf("Silver")).toEqual([join, monthly, cancel]);
    expect(benefitsOf("Gold")).toEqual([join, monthly, cancel, waitlist]);
    expect(benefitsOf("Platinum")).toEqual([join, monthly, cancel, waitlist, priority]);
    expect(screen.queryByText(/consultation|video call|screening/i)).not.toBeInTheDocument();
  });
});
