import {
  type CampRangeReport,
  campRangeReportSchema,
  type Dhis2Mapping,
  dhis2MappingSchema,
  MESSAGES,
  REPORT_FIGURE_KEYS,
} from "@medcamp/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { Dhis2MappingPage } from "./dhis2-mapping-page";
import { figureName, sectionName } from "./figure-names";
import { RangeReportPage } from "./range-report-page";
import { sampleReport } from "./report-test-data";

// Issue 41, item 2: the admins' report over a range of dates and the DHIS2 mapping editor.

const R = MESSAGES.campReportRange;
const D = MESSAGES.campReportDhis2;

function rangeReport(overrides: Partial<CampRangeReport> = {}): CampRangeReport {
  const { campId: _omitted, ...figures } = sampleReport();
  return campRangeReportSchema.parse({
    ...figures,
    from: "2026-11-01",
    to: "2026-11-30",
    camps: [
      { id: "c1", title: "Heart Health Week", startDate: "2026-11-03", endDate: "2026-11-05" },
      { id: "c2", title: "Eye Camp", startDate: "2026-11-20", endDate: "2026-11-20" },
    ],
    ...overrides,
  });
}

describe("the report over a range of dates", () => {
  it("asks for the dates, keeps them in the URL, and shows the camps, the figures and the CSV", async () => {
    const api = fakeApi({ "GET /camp-reports": { body: rangeReport() } });
    const { router } = renderApp({
      routes: [{ path: "/admin/camp-reports", element: <RangeReportPage /> }],
      at: "/admin/camp-reports",
      auth: admin,
    });
    expect(await screen.findByText(R.chooseDates)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(R.from), "2026-11-01");
    await userEvent.type(screen.getByLabelText(R.to), "2026-11-30");
    await userEvent.click(screen.getByRole("button", { name: R.show }));

    expect(await screen.findByRole("link", { name: "Heart Health Week" })).toHaveAttribute(
      "href",
      "/admin/clinic/c1/report",
    );
    expect(router.state.location.search).toBe("?from=2026-11-01&to=2026-11-30");
    expect(api.calls.map((c) => c.path)).toEqual(["/camp-reports"]);
    expect(String(api.fetchMock.mock.calls[0]![0])).toContain("from=2026-11-01&to=2026-11-30");
    const csv = screen.getByRole("link", { name: /CSV/ });
    expect(csv).toHaveAttribute("href", "/api/camp-reports.csv?from=2026-11-01&to=2026-11-30");
    expect(csv).toHaveAttribute("download");
    expect(screen.getByRole("table", { name: MESSAGES.campReportUi.registered })).toBeInTheDocument();
  });

  it("opens on the URL's range, says when no camp falls in it, and shows a refusal in the server's words", async () => {
    let answers = 0;
    fakeApi({
      "GET /camp-reports": () =>
        ++answers === 1
          ? { body: rangeReport({ camps: [], from: "2026-01-01", to: "2026-01-31" }) }
          : { status: 400, body: { code: "VALIDATION_ERROR", message: "A range covers at most 366 days (to)" } },
    });
    const { router } = renderApp({
      routes: [{ path: "/admin/camp-reports", element: <RangeReportPage /> }],
      at: "/admin/camp-reports?from=2026-01-01&to=2026-01-31",
      auth: admin,
    });
    expect(await screen.findByText(R.noCamps)).toBeInTheDocument();
    expect(screen.getByLabelText(R.from)).toHaveValue("2026-01-01");
    await router.navigate("/admin/camp-reports?from=2020-01-01&to=2026-01-31");
    expect(await screen.findByRole("alert")).toHaveTextContent("A range covers at most 366 days (to)");
    expect(screen.getByLabelText(R.from)).toHaveValue("2020-01-01");
  });
});

const MAPPING: Dhis2Mapping = dhis2MappingSchema.parse({
  dataSet: "pBOMPrpg1QX",
  orgUnit: null,
  periodType: "monthly",
  figures: [{ figure: "bloodPressure.raised", dataElement: "fbfJHSPpUQD", categoryOptionCombo: "HllvX50cXC0" }],
  campOrgUnits: [],
});

/**
 * Puts a text in a field at once: the form has some 200 fields, and user-event's pointer checks of each key over them
 * take minutes in the test DOM.
 */
async function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  await Promise.resolve();
}

describe("the DHIS2 mapping", () => {
  it("lists every figure with its ids, shows the server's refusals under their fields, keeps the input, then saves", async () => {
    const puts: unknown[] = [];
    fakeApi({
      "GET /admin/dhis2-mapping": { body: MAPPING },
      "PUT /admin/dhis2-mapping": (body) => {
        puts.push(body);
        return puts.length === 1
          ? {
              status: 400,
              body: {
                code: "VALIDATION_ERROR",
                message:
                  "Org unit must be a DHIS2 id: 11 letters and digits, a letter first (orgUnit). " +
                  "Category option combo must be a DHIS2 id: 11 letters and digits, a letter first (figures.0.categoryOptionCombo)",
              },
            }
          : { body: dhis2MappingSchema.parse(body) };
      },
    });
    renderApp({
      routes: [{ path: "/admin/dhis2-mapping", element: <Dhis2MappingPage /> }],
      at: "/admin/dhis2-mapping",
      auth: admin,
    });
    const dataSet = await screen.findByLabelText(D.dataSet);
    expect(dataSet).toHaveValue("pBOMPrpg1QX");
    expect(screen.getByLabelText(D.periodType)).toHaveValue("monthly");
    const raised = figureName("bloodPressure.raised");
    expect(screen.getByLabelText(D.dataElementOf(raised))).toHaveValue("fbfJHSPpUQD");
    // Only the sections with a figure mapped are open; each says how many of its figures are mapped.
    expect(screen.getAllByLabelText(/^Data element of /)).toHaveLength(4);
    expect(screen.getByText(sectionName("bloodPressure")).closest("summary")).toHaveTextContent(D.mappedOf(1, 4));
    const registered = REPORT_FIGURE_KEYS.filter((key) => key.startsWith("registered.")).length;
    expect(screen.getByText(sectionName("registered")).closest("summary")).toHaveTextContent(D.mappedOf(0, registered));
    await userEvent.click(screen.getByText(sectionName("registered")));

    const people = figureName("registered.people");
    await fill(screen.getByLabelText(D.orgUnit), "bad");
    await fill(screen.getByLabelText(D.dataElementOf(people)), "Abcdefghij1");
    await fill(screen.getByLabelText(D.comboOf(people)), "x");
    await userEvent.click(screen.getByRole("button", { name: D.save }));

    const orgUnit = screen.getByLabelText(D.orgUnit);
    await waitFor(() => expect(orgUnit).toHaveFocus());
    expect(orgUnit).toHaveAccessibleDescription("Org unit must be a DHIS2 id: 11 letters and digits, a letter first");
    expect(orgUnit).toHaveValue("bad");
    // The first figure sent is the people registered (the report's order): its combo's message is under it.
    const combo = screen.getByLabelText(D.comboOf(people));
    expect(combo).toHaveAccessibleDescription(
      "Category option combo must be a DHIS2 id: 11 letters and digits, a letter first",
    );
    expect(combo).toHaveValue("x");
    expect(screen.getByRole("alert")).toHaveTextContent(D.fixFields);
    expect(puts[0]).toEqual({
      ...MAPPING,
      orgUnit: "bad",
      figures: [
        { figure: "registered.people", dataElement: "Abcdefghij1", categoryOptionCombo: "x" },
        ...MAPPING.figures,
      ],
    });

    await fill(orgUnit, "ImspTQPwCqd");
    await fill(combo, "HllvX50cXC0");
    await fill(screen.getByLabelText(D.dataElementOf(raised)), "fbfJHSPpUQE");
    await userEvent.click(screen.getByRole("button", { name: D.save }));
    expect(await screen.findByRole("status")).toHaveTextContent(D.saved);
    expect(orgUnit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(D.fixFields)).not.toBeInTheDocument();
    expect(puts[1]).toMatchObject({ orgUnit: "ImspTQPwCqd" });
  });

  it("shows a refusal to read the mapping in the server's words", async () => {
    fakeApi({
      "GET /admin/dhis2-mapping": { status: 403, body: { code: "FORBIDDEN", message: "Forbidden" } },
    });
    renderApp({
      routes: [{ path: "/admin/dhis2-mapping", element: <Dhis2MappingPage /> }],
      at: "/admin/dhis2-mapping",
      auth: admin,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Forbidden");
  });
});
