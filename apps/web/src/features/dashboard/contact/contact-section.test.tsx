import { type Contact, REFUSALS, type RefusalCode } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../../test/auth-states";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { codeDigits } from "../../../lib/one-time-code";
import { ContactSection } from "./contact-section";
import { NO_CONTACT } from "./contact-test-data";

const NONE = NO_CONTACT;
const WAITING: Contact = {
  ...NONE,
  phone: "+8801712345678",
  codeExpiresAt: "2026-11-29T10:10:00.000Z",
  resendAfter: "2026-11-29T10:01:00.000Z",
};
const VERIFIED: Contact = { ...NONE, phone: "+8801712345678", phoneVerified: true };

/** The server's refusal of `code`, its status and English message as the contract declares them. */
function refusal(code: RefusalCode, params: object = {}) {
  const { status, message } = REFUSALS[code];
  return {
    status,
    body: { code, message: typeof message === "function" ? (message as (p: object) => string)(params) : message },
  };
}

const render = () => renderApp({ element: <ContactSection email="sam@example.org" />, auth: student });
const user = () => userEvent.setup();
const channel = (name: string) => screen.getByRole("radio", { name });

describe("How we reach you", () => {
  it("asks for a number, texts a code, verifies it, and then lets SMS be chosen", async () => {
    let contact = NONE;
    const { calls } = fakeApi({
      "GET /me/contact": () => ({ body: contact }),
      "POST /me/phone": () => ({ body: (contact = WAITING) }),
      "POST /me/phone/verify": () => ({ body: (contact = VERIFIED) }),
      "PUT /me/contact": (body) => ({ body: (contact = { ...contact, ...(body as Pick<Contact, "channel">) }) }),
    });
    render();
    expect(await screen.findByRole("heading", { name: "How we reach you" })).toBeInTheDocument();
    // No number yet: texts are not on offer, and the reason is given beside them.
    expect(await screen.findByRole("radio", { name: "E-mail" })).toBeChecked();
    for (const name of ["Text message (SMS)", "E-mail and text message"]) {
      expect(channel(name)).toBeDisabled();
      expect(channel(name)).toHaveAccessibleDescription("Text messages need a verified mobile number.");
    }

    const number = screen.getByRole("textbox", { name: "Mobile number" });
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAttribute("autocomplete", "tel-national");
    await user().selectOptions(screen.getByRole("combobox", { name: "Country" }), "IN");
    await user().selectOptions(screen.getByRole("combobox", { name: "Country" }), "BD");
    await user().type(number, "01712-345678");
    await user().click(screen.getByRole("button", { name: "Text me a code" }));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ phone: "01712-345678", phoneCountry: "BD" });
    expect(await screen.findByText("Code sent. Look for a text from MedCamp.")).toBeInTheDocument();

    // The code field, ready for a phone's keyboard and its "from Messages" suggestion, has the focus.
    const code = await screen.findByRole("textbox", { name: "Code from the text" });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAccessibleDescription(/We texted a 6-digit code to .*\+8801712345678.*\. It works until /);
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    expect(screen.getByText("Until this number is verified, MedCamp texts it nothing but the code.")).toBeVisible();

    await user().type(code, "123456");
    await user().click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Your mobile number is verified.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/me/phone/verify")?.body).toEqual({ code: "123456" });
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Code from the text" })).toBeNull();
    // The code form is gone: the focus goes on to "Change number".
    await waitFor(() => expect(screen.getByRole("button", { name: "Change number" })).toHaveFocus());

    await waitFor(() => expect(channel("Text message (SMS)")).toBeEnabled());
    await user().click(channel("Text message (SMS)"));
    await user().click(screen.getByRole("button", { name: "Save choice" }));
    expect(await screen.findByText("Saved. This is how we reach you now.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ channel: "sms" });
    expect(channel("Text message (SMS)")).toBeChecked();
    expect(screen.getByRole("button", { name: "Save choice" })).toHaveFocus();
  });

  it.each([
    ["PHONE_INVALID", {}, "This is not a valid phone number. Include the country code, e.g. +880 1712 345678."],
    ["PHONE_OPTED_OUT", {}, /This number answered STOP/],
    ["PHONE_CODE_TOO_SOON", { seconds: 42 }, "A code was sent a moment ago. You can ask for another in 42 seconds."],
    ["PHONE_CODES_EXHAUSTED", {}, "Too many codes were sent in the last hour. Try again later."],
  ] as const)("shows %s under the number and keeps what was typed", async (code, params, text) => {
    fakeApi({ "GET /me/contact": { body: NONE }, "POST /me/phone": refusal(code, params) });
    render();
    const number = await screen.findByRole("textbox", { name: "Mobile number" });
    await user().type(number, "+88017");
    await user().click(screen.getByRole("button", { name: "Text me a code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(number).toHaveAccessibleDescription(
      typeof text === "string" ? expect.stringContaining(text) : expect.stringMatching(text),
    );
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveValue("+88017");
    expect(number).toHaveFocus();
  });

  it("asks for a number before sending anything", async () => {
    const { calls } = fakeApi({ "GET /me/contact": { body: NONE } });
    render();
    await user().click(await screen.findByRole("button", { name: "Text me a code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your mobile number.");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it.each([
    ["PHONE_CODE_WRONG", { left: 3 }, "This code is not the one we sent. Tries left: 3."],
    ["PHONE_CODE_EXPIRED", {}, "This code has expired. Ask for a new one."],
    ["PHONE_CODE_NONE", {}, "No code is waiting for this number. Ask for a new one."],
  ] as const)("shows %s under the code and keeps the code typed", async (code, params, text) => {
    fakeApi({ "GET /me/contact": { body: WAITING }, "POST /me/phone/verify": refusal(code, params) });
    render();
    const field = await screen.findByRole("textbox", { name: "Code from the text" });
    await user().type(field, "654321");
    await user().click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(field).toHaveValue("654321");
    expect(field).toHaveFocus();
  });

  it("checks the code has six digits, reads a Bengali keyboard's digits, and sends a new code", async () => {
    let contact: Contact = { ...WAITING, codeExpiresAt: null, resendAfter: null };
    const { calls } = fakeApi({
      "GET /me/contact": () => ({ body: contact }),
      "POST /me/phone": () => ({ body: (contact = WAITING) }),
    });
    render();
    expect(await screen.findByText(/No code is waiting for .*\+8801712345678.*\. Send a new one\./)).toBeVisible();
    const field = screen.getByRole("textbox", { name: "Code from the text" });
    await user().type(field, "১২৩");
    expect(field).toHaveValue("123");
    await user().click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter the 6 digits of the code.");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);

    await user().click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("Code sent. Look for a text from MedCamp.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ phone: "+8801712345678" });
    expect(await screen.findByText(/We texted a 6-digit code to/)).toBeVisible();
    expect(screen.queryByText("Enter the 6 digits of the code.")).toBeNull();
    expect(field).toHaveValue("");
  });

  it("shows a refused new code under the code field", async () => {
    fakeApi({
      "GET /me/contact": { body: WAITING },
      "POST /me/phone": refusal("PHONE_CODE_TOO_SOON", { seconds: 30 }),
    });
    render();
    await user().click(await screen.findByRole("button", { name: "Send a new code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A code was sent a moment ago. You can ask for another in 30 seconds.",
    );
    expect(screen.getByRole("textbox", { name: "Code from the text" })).toHaveFocus();
  });

  it("changes a verified number, or leaves it with Cancel", async () => {
    let contact = VERIFIED;
    const { calls } = fakeApi({
      "GET /me/contact": () => ({ body: contact }),
      "POST /me/phone": () => ({ body: (contact = { ...WAITING, phone: "+919812345678" }) }),
    });
    render();
    await user().click(await screen.findByRole("button", { name: "Change number" }));
    const number = screen.getByRole("textbox", { name: "Mobile number" });
    expect(number).toHaveFocus();
    // The country of the number held is chosen.
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("BD");
    await user().click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Verified")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Change number" })).toHaveFocus());

    await user().click(screen.getByRole("button", { name: "Change number" }));
    await user().selectOptions(screen.getByRole("combobox", { name: "Country" }), "IN");
    await user().type(screen.getByRole("textbox", { name: "Mobile number" }), "98123 45678");
    await user().click(screen.getByRole("button", { name: "Text me a code" }));
    expect(await screen.findByRole("textbox", { name: "Code from the text" })).toHaveFocus();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ phone: "98123 45678", phoneCountry: "IN" });
    expect(screen.getByText("+919812345678")).toBeInTheDocument();
    expect(channel("Text message (SMS)")).toBeDisabled();
  });

  it("shows PHONE_NOT_VERIFIED beside the choice when the number changed meanwhile", async () => {
    let contact = VERIFIED;
    fakeApi({
      "GET /me/contact": () => ({ body: contact }),
      "PUT /me/contact": () => {
        contact = { ...WAITING };
        return refusal("PHONE_NOT_VERIFIED");
      },
    });
    render();
    const both = await screen.findByRole("radio", { name: "E-mail and text message" });
    await user().click(both);
    await user().click(screen.getByRole("button", { name: "Save choice" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Verify your phone number before choosing text messages.");
    expect(screen.getByRole("group", { name: "Send me messages by" })).toHaveAccessibleDescription(
      "Verify your phone number before choosing text messages.",
    );
    // The contact is read again: the number is not verified any more, so texts are disabled.
    await waitFor(() => expect(both).toBeDisabled());
    expect(screen.getByText("Not verified")).toBeInTheDocument();
  });

  it("offers WhatsApp only where the server lists it, and saves it like the others", async () => {
    let contact: Contact = { ...VERIFIED, channels: ["email", "sms", "both", "whatsapp"] };
    const { calls } = fakeApi({
      "GET /me/contact": () => ({ body: contact }),
      "PUT /me/contact": (body) => ({ body: (contact = { ...contact, ...(body as Pick<Contact, "channel">) }) }),
    });
    render();
    await user().click(await screen.findByRole("radio", { name: "WhatsApp" }));
    await user().click(screen.getByRole("button", { name: "Save choice" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ channel: "whatsapp" }));
    await waitFor(() => expect(channel("WhatsApp")).toBeChecked());
  });

  it("shows no WhatsApp where the server does not offer it", async () => {
    fakeApi({ "GET /me/contact": { body: VERIFIED } });
    render();
    expect(await screen.findByRole("radio", { name: "Text message (SMS)" })).toBeEnabled();
    expect(screen.queryByRole("radio", { name: "WhatsApp" })).not.toBeInTheDocument();
  });

  it("says a number that answered STOP gets no texts", async () => {
    fakeApi({ "GET /me/contact": { body: { ...VERIFIED, optedOut: true } } });
    render();
    const sms = await screen.findByRole("radio", { name: "Text message (SMS)" });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(expect.stringContaining("This number answered STOP"));
    expect(within(screen.getByRole("region", { name: "How we reach you" })).getAllByText(/answered STOP/)).toHaveLength(
      2,
    );
  });

  it("says so when the contact cannot be loaded", async () => {
    fakeApi({ "GET /me/contact": { status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } } });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Internal error");
  });
});

describe("codeDigits", () => {
  it("reads Bengali, Arabic-Indic and Persian digits as 0–9 and drops the rest, six at most", () => {
    expect(codeDigits("১২৩ ৪৫৬")).toBe("123456");
    expect(codeDigits("٠١٢-٣٤٥")).toBe("012345");
    expect(codeDigits("۷۸۹")).toBe("789");
    expect(codeDigits("12 34 56 78")).toBe("123456");
  });
});
