import { MESSAGES } from "@medcamp/contract";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { Newsletter } from "./newsletter";

const TEXT = MESSAGES.newsletter;

describe("Home's newsletter box", () => {
  it("checks the address, sends it, and says the server's one answer", async () => {
    const { calls } = fakeApi({ "POST /newsletter": { status: 202, body: { message: TEXT.checkInbox } } });
    renderApp({ element: <Newsletter /> });
    const field = screen.getByLabelText("Email");
    fireEvent.change(field, { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(TEXT.invalidEmail)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: " reader@example.org " } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(TEXT.checkInbox)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", path: "/newsletter", body: { email: "reader@example.org" } }]);
    expect(field).toHaveValue("");
  });

  it("keeps the address when the request fails", async () => {
    fakeApi({ "POST /newsletter": { status: 429, body: { message: "Too many requests.", code: "RATE_LIMITED" } } });
    renderApp({ element: <Newsletter /> });
    const field = screen.getByLabelText("Email");
    fireEvent.change(field, { target: { value: "reader@example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Too many requests.")).toBeInTheDocument();
    expect(field).toHaveValue("reader@example.org");
  });
});
