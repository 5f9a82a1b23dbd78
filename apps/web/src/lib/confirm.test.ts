import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmDecline } from "./confirm";

// sweetalert2 is a lazy chunk: load it before the tests so its first use is not timed.
beforeAll(() => import("sweetalert2"));

const dialog = () => screen.findByRole("dialog", { name: "Are you sure?" }, { timeout: 5000 });

describe("confirmDecline (issue 23)", () => {
  it("asks 'Are you sure?' with a labelled, bounded reason and answers it trimmed", async () => {
    const user = userEvent.setup();
    const answer = confirmDecline();
    const asked = await dialog();
    const reason = within(asked).getByRole("textbox", { name: "Reason (optional)" });
    expect(reason).toHaveAttribute("maxlength", "500");
    await user.type(reason, "  Camp is full.  ");
    await user.click(within(asked).getByRole("button", { name: "OK" }));
    expect(await answer).toBe("Camp is full.");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("answers '' for no reason and null when cancelled", async () => {
    const user = userEvent.setup();
    const none = confirmDecline("2 requests will be declined.");
    const asked = await dialog();
    expect(asked).toHaveTextContent("2 requests will be declined.");
    await user.click(within(asked).getByRole("button", { name: "OK" }));
    expect(await none).toBe("");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const cancelled = confirmDecline();
    await user.click(within(await dialog()).getByRole("button", { name: "Cancel" }));
    expect(await cancelled).toBeNull();
  });
});
