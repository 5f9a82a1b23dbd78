import { MESSAGES, referralCode } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin } from "../../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { REFERRAL_ID, sampleListItem } from "./referral-test-data";
import type { ClinicRole } from "../station-roles";
import { ReferralsListPage } from "./referrals-list-page";

const R = MESSAGES.clinicReferrals;
const FIGURES = { issued: 3, completed: 1, completedWithin30Days: 1, medianDaysToCompletion: 4, overdue: 1, lost: 1 };
const SECOND = "6e4d3c2b-1a0f-4e9d-8c7b-665544332211";

function renderList(
  routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>,
  role: ClinicRole = "desk",
  at = "",
) {
  const api = fakeApi({
    "GET /meals/c1": { body: sampleCamp({ _id: "c1", title: "Heart Health Week" }) },
    "GET /meals/c1/referral-figures": { body: FIGURES },
    ...routes,
  });
  const view = renderApp({
    routes: [
      {
        path: "/admin/clinic/:mealId/referrals",
        element: <ReferralsListPage mealId="c1" access={{ state: "allowed", role }} />,
      },
    ],
    at: `/admin/clinic/c1/referrals${at}`,
    auth: admin,
  });
  return { ...api, ...view };
}

const listOf = (items: ReturnType<typeof sampleListItem>[], page = 1, totalPages = 1) => ({
  body: { referrals: items, page, totalPages, total: items.length },
});

describe("the coordinator's list of referrals (issue 40)", () => {
  it("shows the camp's figures and the referrals, filters by status and pages, all in the URL", async () => {
    const { calls, router } = renderList({
      "GET /meals/c1/referrals": listOf(
        [
          sampleListItem(),
          sampleListItem({
            referralId: SECOND,
            person: { id: "p2", name: "Karim Uddin", phone: null },
            status: "issued",
          }),
        ],
        1,
        2,
      ),
    });
    expect(await screen.findByRole("heading", { name: R.listOf("Heart Health Week") })).toBeInTheDocument();
    const figures = (await screen.findByRole("heading", { name: R.figures })).closest("section")!;
    expect(within(figures).getByText(R.figuresIssued).closest("div")).toHaveTextContent("3");
    expect(within(figures).getByText(R.figuresMedianDays).closest("div")).toHaveTextContent("4");
    expect(within(figures).getByText(R.figuresLost).closest("div")).toHaveTextContent("1");

    const rows = await screen.findAllByRole("article");
    expect(rows.map((r) => within(r).getByRole("heading").textContent)).toEqual(["Rahima Begum", "Karim Uddin"]);
    expect(within(rows[0]!).getByText(R.statuses.overdue)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "+8801712345678" })).toHaveAttribute(
      "href",
      "tel:+8801712345678",
    );

    await userEvent.click(screen.getByRole("button", { name: R.statuses.overdue }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=overdue"));
    expect(screen.getByRole("button", { name: R.statuses.overdue })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(await screen.findByRole("button", { name: R.next }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=overdue&page=2"));
    const asked = calls.filter((c) => c.path === "/meals/c1/referrals");
    expect(asked.length).toBeGreaterThanOrEqual(3);
  });

  it("records a call and shows the list and figures again", async () => {
    let called = false;
    const { calls } = renderList({
      "GET /meals/c1/referrals": () =>
        listOf([
          called
            ? sampleListItem({
                calls: 1,
                lastCall: {
                  result: "willGo",
                  note: "Going on Monday",
                  at: "2026-11-28T09:00:00.000Z",
                  by: "Desk Dina",
                },
              })
            : sampleListItem(),
        ]),
      [`POST /referrals/${sampleListItem().referralId}/calls`]: (body) => {
        called = true;
        const { callId } = body as { callId: string };
        return {
          body: {
            callId,
            applied: true,
            referral: sampleListItem({
              calls: 1,
              lastCall: { result: "willGo", note: "Going on Monday", at: "2026-11-28T09:00:00.000Z", by: "Desk Dina" },
            }),
          },
        };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: R.recordCallTo("Rahima Begum") }));
    const form = screen.getByRole("form", { name: R.recordCallTo("Rahima Begum") });
    await waitFor(() => expect(within(form).getByLabelText(R.callResults.reached)).toHaveFocus());
    await userEvent.click(within(form).getByRole("button", { name: R.saveCall }));
    expect(await within(form).findByText(R.callResultRequired)).toBeInTheDocument();

    await userEvent.click(within(form).getByLabelText(R.callResults.willGo));
    await userEvent.type(within(form).getByLabelText(R.callNote), "Going on Monday");
    await userEvent.click(within(form).getByRole("button", { name: R.saveCall }));
    expect(await screen.findByText(R.callSaved)).toBeInTheDocument();
    expect(await screen.findByText("Going on Monday")).toBeInTheDocument();
    expect(screen.getByText(R.callCount(1), { exact: false })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { callId: expect.stringMatching(/^[0-9a-f-]{36}$/), result: "willGo", note: "Going on Monday" },
    ]);
    expect(calls.filter((c) => c.path === "/meals/c1/referral-figures").length).toBe(2);
  });

  it("says when the list could not be loaded, and loads it again", async () => {
    let answers = 0;
    renderList({
      "GET /meals/c1/referrals": () => {
        answers += 1;
        return answers === 1
          ? { status: 500, body: { code: "INTERNAL_ERROR", message: "Internal error" } }
          : listOf([sampleListItem()]);
      },
    });
    expect(await screen.findByText(R.listLoadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: MESSAGES.account.tryAgain }));
    expect(await screen.findByRole("article", { name: "Rahima Begum" })).toBeInTheDocument();
  });

  it("shows each referral's code and finds one by the code a person reads out, in the URL", async () => {
    const { fetchMock, router } = renderList({
      "GET /meals/c1/referrals": listOf([sampleListItem()]),
    });
    const code = referralCode(REFERRAL_ID);
    const row = await screen.findByRole("article", { name: "Rahima Begum" });
    expect(row).toHaveTextContent(R.codeLine(code));
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), "http://localhost"))
        .filter((url) => url.pathname === "/api/meals/c1/referrals");

    // Not a code: said at the field, nothing asked.
    const search = screen.getByRole("search", { name: R.findByCode });
    const field = within(search).getByLabelText(R.findByCode);
    const before = asked().length;
    await userEvent.type(field, "3F2A-9C1");
    await userEvent.click(within(search).getByRole("button", { name: R.find }));
    expect(await within(search).findByText(R.codeInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(asked()).toHaveLength(before);

    // Typed as read out (lower case, no hyphen): found as the slip prints it.
    await userEvent.clear(field);
    await userEvent.type(field, code.replace("-", "").toLowerCase());
    await userEvent.click(within(search).getByRole("button", { name: R.find }));
    await waitFor(() => expect(router.state.location.search).toBe(`?code=${code}`));
    await waitFor(() => expect(asked().at(-1)!.searchParams.get("code")).toBe(code));
    expect(screen.getByRole("button", { name: R.all })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(screen.getByRole("button", { name: R.showAll }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(asked().at(-1)!.searchParams.has("code")).toBe(false));
  });

  it("says when no referral has the code", async () => {
    const code = referralCode(SECOND);
    renderList({ "GET /meals/c1/referrals": listOf([]) }, "desk", `?code=${code}`);
    expect(await screen.findByText(R.noneWithCode(code))).toBeInTheDocument();
  });

  it("says when there are no referrals", async () => {
    renderList({ "GET /meals/c1/referrals": listOf([]) });
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
  });

  it("is for the camp's doctors and desk: other staff are told so", async () => {
    renderList({}, "pharmacist");
    expect(await screen.findByText(MESSAGES.clinicUi.noRole)).toBeInTheDocument();
  });
});
