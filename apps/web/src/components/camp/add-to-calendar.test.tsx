import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import { AddToCalendar } from "./add-to-calendar";

const camp = sampleCamp(datedCamp);

describe("AddToCalendar (issue 18)", () => {
  it("is a menu button that opens on the .ics file and Google Calendar", async () => {
    render(<AddToCalendar camp={camp} />);
    const button = screen.getByRole("button", { name: "Add to calendar" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu", { name: "Add to calendar" });
    expect(button).toHaveAttribute("aria-controls", menu.id);
    const file = screen.getByRole("menuitem", { name: "Download .ics file" });
    expect(file).toHaveFocus();
    expect(file).toHaveAttribute("href", "/api/meals/c1/calendar.ics");
    expect(file).toHaveAttribute("download");
    const google = screen.getByRole("menuitem", { name: "Google Calendar" });
    expect(google).toHaveAttribute("target", "_blank");
    expect(google).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL(google.getAttribute("href")!);
    expect(url.hostname).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20991201T030000Z/20991204T030000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Dhaka");
    expect(url.searchParams.get("details")).toContain("/meal/c1");
  });

  it("moves between items with the arrows and closes on Escape, back on the button", async () => {
    render(<AddToCalendar camp={camp} />);
    const button = screen.getByRole("button", { name: "Add to calendar" });
    button.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Google Calendar" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Download .ics file" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Google Calendar" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with Enter and closes when a click lands elsewhere", async () => {
    render(
      <>
        <AddToCalendar camp={camp} />
        <p>Elsewhere</p>
      </>,
    );
    screen.getByRole("button", { name: "Add to calendar" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "Download .ics file" })).toHaveFocus();
    await userEvent.click(screen.getByText("Elsewhere"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("is not there for a camp without dates", () => {
    render(<AddToCalendar camp={sampleCamp()} />);
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
  });
});
