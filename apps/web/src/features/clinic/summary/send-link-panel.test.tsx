import "fake-indexeddb/auto";
import { MESSAGES, type SummaryLinkSend } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { campRoute, renderClinic, sampleVisit, samplePerson, VISIT_ID } from "../clinic-test-data";
import { forgetClinicData } from "../clinic-store";

afterEach(() => forgetClinicData());

const L = MESSAGES.clinicSummaryLink;
const PHONE = "+8801712345678";
const emptyQueue = (station: string) => ({ body: { station, entries: [], more: 0, version: "v0" } });
const signature = { signedAt: "2026-11-28T08:21:00.000Z", signedBy: { id: "d1", name: "Dr Rahman" }, digest: "ab" };
const answer = (overrides: Partial<SummaryLinkSend>): { body: SummaryLinkSend } => ({
  body: {
    status: "verify",
    phone: PHONE,
    sentAt: null,
    linkExpiresAt: null,
    codeExpiresAt: "2026-11-28T09:10:00.000Z",
    resendAfter: "2026-11-28T09:01:00.000Z",
    ...overrides,
  },
});
const sent = answer({
  status: "sent",
  sentAt: "2026-11-28T09:02:00.000Z",
  linkExpiresAt: "2026-12-28T09:02:00.000Z",
  codeExpiresAt: null,
  resendAfter: null,
});
const atExit = (visit = sampleVisit({ station: "exit", signature })) => ({
  ...campRoute,
  "GET /meals/c1/queue": emptyQueue("exit"),
  [`GET /visits/${VISIT_ID}`]: { body: visit },
});

describe("texting the summary link at the exit (issue 40)", () => {
  it("checks the person's number with the code they read out, then texts the link", async () => {
    const { calls } = fakeApi({
      ...atExit(),
      [`POST /visits/${VISIT_ID}/summary-link`]: answer({}),
      [`POST /visits/${VISIT_ID}/summary-link/verify`]: (body) =>
        (body as { code: string }).code === "123456"
          ? sent
          : { status: 400, body: { code: "PHONE_CODE_WRONG", message: MESSAGES.sms.codeWrong(4) } },
    });
    renderClinic("volunteer", `station=exit&visit=${VISIT_ID}`);
    const panel = (await screen.findByRole("heading", { name: L.heading })).closest("section")!;
    expect(within(panel).getByText(L.intro)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: L.send }));
    expect(await within(panel).findByText(L.verifyIntro(PHONE))).toBeInTheDocument();

    // A code that is not six digits is refused on the phone; a wrong one by the server, at the field.
    const field = within(panel).getByLabelText(L.code);
    expect(field).toHaveAttribute("inputMode", "numeric");
    expect(field).toHaveAttribute("autoComplete", "one-time-code");
    await userEvent.type(field, "12");
    await userEvent.click(within(panel).getByRole("button", { name: L.confirmAndSend }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(L.codeRequired));
    expect(calls.filter((c) => c.path.endsWith("/verify"))).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, "654321");
    await userEvent.click(within(panel).getByRole("button", { name: L.confirmAndSend }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.sms.codeWrong(4)));

    await userEvent.clear(field);
    await userEvent.type(field, "123456");
    await userEvent.click(within(panel).getByRole("button", { name: L.confirmAndSend }));
    const done = await within(panel).findByRole("status");
    expect(done).toHaveTextContent(new RegExp(`^The link was texted to \\${PHONE} at .+\\.$`));
    expect(within(panel).queryByLabelText(L.code)).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: L.sendAgain })).toBeEnabled();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      [`/visits/${VISIT_ID}/summary-link`, undefined],
      [`/visits/${VISIT_ID}/summary-link/verify`, { code: "654321" }],
      [`/visits/${VISIT_ID}/summary-link/verify`, { code: "123456" }],
    ]);
  });

  it("texts it at once to a number already verified, and says why it cannot when the server refuses", async () => {
    let refuse = false;
    fakeApi({
      ...atExit(),
      [`POST /visits/${VISIT_ID}/summary-link`]: () =>
        refuse ? { status: 409, body: { code: "PHONE_OPTED_OUT", message: MESSAGES.sms.optedOut } } : sent,
    });
    renderClinic("desk", `station=exit&visit=${VISIT_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: L.send }));
    expect(await screen.findByText(/^The link was texted to/)).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByRole("button", { name: L.sendAgain }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.sms.optedOut);
  });

  it("is offered only for a signed visit of a person with a phone, at the exit or to those who print the summary", async () => {
    fakeApi(atExit(sampleVisit({ station: "exit", signature: null })));
    const unsigned = renderClinic("volunteer", `station=exit&visit=${VISIT_ID}`);
    await screen.findByText(MESSAGES.clinicUi.recordExit);
    expect(screen.queryByRole("heading", { name: L.heading })).not.toBeInTheDocument();
    unsigned.unmount();

    fakeApi(atExit(sampleVisit({ station: "exit", signature, person: samplePerson({ phone: null }) })));
    const noPhone = renderClinic("volunteer", `station=exit&visit=${VISIT_ID}`);
    await screen.findByText(MESSAGES.clinicUi.recordExit);
    expect(screen.queryByRole("heading", { name: L.heading })).not.toBeInTheDocument();
    noPhone.unmount();

    fakeApi({
      ...campRoute,
      "GET /meals/c1/queue": emptyQueue("consultation"),
      [`GET /visits/${VISIT_ID}`]: { body: sampleVisit({ signature }) },
    });
    renderClinic("doctor", `station=consultation&visit=${VISIT_ID}`);
    expect(await screen.findByRole("heading", { name: L.heading })).toBeInTheDocument();
  });
});
