import { render } from "@testing-library/react";
import { use } from "react";
import { describe, expect, it } from "vitest";
import { NavButtonSlot } from "./nav-button-slot";

const never = new Promise<never>(() => {});

/** A navbar button whose code never arrives. */
function StillLoading(): never {
  return use(never);
}

describe("NavButtonSlot", () => {
  it("holds a hidden round button's room while the button's code loads", () => {
    const { container } = render(
      <NavButtonSlot>
        <StillLoading />
      </NavButtonSlot>,
    );
    const room = container.firstElementChild;
    expect(room).toHaveClass("btn", "btn-ghost", "btn-circle");
    expect(room).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the button once it is there", () => {
    const { container } = render(
      <NavButtonSlot>
        <button type="button" className="btn btn-ghost btn-circle">
          B
        </button>
      </NavButtonSlot>,
    );
    expect(container.querySelectorAll("span.btn-circle")).toHaveLength(0);
    expect(container.querySelector("button")).toHaveTextContent("B");
  });
});
