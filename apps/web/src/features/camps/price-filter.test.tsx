import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NO_PRICE_FILTER, PriceFilter } from "./price-filter";
import { priceRangeFor } from "./price-range";

function Harness() {
  const [value, setValue] = useState(NO_PRICE_FILTER);
  const range = priceRangeFor(value.enabled, value.min, value.max);
  return (
    <>
      <PriceFilter value={value} onChange={setValue} />
      <output>{range ? JSON.stringify(range) : "no price filter"}</output>
    </>
  );
}

describe("PriceFilter", () => {
  it("keeps Min Price and Max Price in the group that Filter by Price reveals (CSS reveals it, app or not)", () => {
    render(<Harness />);
    // styles.css shows `.revealed` only while the group's `.reveal-check` is checked (the browser tests see it).
    const group = screen.getByRole("group", { name: "Price" });
    expect(group).toHaveClass("revealed-by-check");
    expect(screen.getByLabelText("Filter by Price")).toHaveClass("reveal-check");
    expect(screen.getByLabelText("Min Price").closest(".revealed")?.closest(".revealed-by-check")).toBe(group);
    fireEvent.click(screen.getByLabelText("Filter by Price"));
    expect(screen.getByLabelText("Min Price")).toHaveAttribute("type", "number");
    expect(screen.getByLabelText("Max Price")).toHaveAttribute("type", "number");
    expect(screen.getByRole("status")).toHaveTextContent("no price filter");
  });

  it("applies product.md §5's defaults for the missing side, and nothing once unchecked", () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText("Filter by Price"));
    fireEvent.change(screen.getByLabelText("Min Price"), { target: { value: "25" } });
    expect(screen.getByRole("status")).toHaveTextContent('{"min":25,"max":9999999999}');
    fireEvent.change(screen.getByLabelText("Min Price"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Max Price"), { target: { value: "40" } });
    expect(screen.getByRole("status")).toHaveTextContent('{"min":0,"max":40}');
    fireEvent.click(screen.getByLabelText("Filter by Price"));
    expect(screen.getByRole("status")).toHaveTextContent("no price filter");
  });

  it("points out a range no camp can match", () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText("Filter by Price"));
    fireEvent.change(screen.getByLabelText("Min Price"), { target: { value: "59" } });
    fireEvent.change(screen.getByLabelText("Max Price"), { target: { value: "10" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Min Price must not be greater than Max Price.");
    expect(screen.getByLabelText("Min Price")).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(screen.getByLabelText("Max Price"), { target: { value: "59" } });
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Max Price")).toHaveAttribute("aria-invalid", "false");
  });
});
