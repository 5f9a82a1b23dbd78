import { MESSAGES } from "@medcamp/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, student } from "../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { sampleCamp } from "../../test/sample-camp";
import { CampReportPage } from "./camp-report-page";
import { emptyReport, SAMPLE_CAMP_ID as ID, sampleReport } from "./report-test-data";

// Issue 41, item 2: one camp's report screen — its states, its figures as tables, its downloads.

const T = MESSAGES.campReportUi;

function renderReport(report: FakeAnswer | (() => FakeAnswer), auth = admin) {
  const api = fakeApi({
    [`GET /meals/${ID}`]: { body: sampleCamp({ _id: ID, title: "Heart Health Week" }) },
    [`GET /meals/${ID}/report`]: report,
  });
  renderApp({
    routes: [{ path: "/admin/clinic/:mealId/report", element: <CampReportPage /> }],
    at: `/admin/clinic/${ID}/report`,
    auth,
  });
  return api;
}

/** A table's rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

/** A section of the report, by its heading. */
const section = (name: string) => screen.getByRole("heading", { name }).closest("section")!;

describe("a camp's report", () => {
  it("shows every section's figures, each chart with its table, and the downloads for an admin", async () => {
    renderReport({ body: sampleReport() });
    expect(await screen.findByRole("heading", { name: T.titleOf("Heart Health Week") })).toBeInTheDocument();
    await screen.findByRole("heading", { name: T.summary });
    const summary = section(T.summary);
    expect(within(summary).getByText(T.people).nextSibling).toHaveTextContent("12");
    expect(within(summary).getByText(T.median).nextSibling).toHaveTextContent(T.minutes("42.5"));
    expect(within(summary).getByText(T.p90).nextSibling).toHaveTextContent(T.minutes("71"));

    const registered = screen.getByRole("table", { name: T.registered });
    expect(rowsOf(registered)[0]).toEqual([
      T.ageBand,
      MESSAGES.clinicUi.female,
      MESSAGES.clinicUi.male,
      MESSAGES.clinicUi.otherSex,
      T.unknown,
      T.total,
    ]);
    expect(rowsOf(registered)).toContainEqual(["15–29", "2", "1", "0", "0", "3"]);
    expect(rowsOf(registered).at(-1)).toEqual([T.total, "7", "5", "0", "0", "12"]);

    // A chart's figures are a table under "Show as table" (jsdom draws no canvas: the note says the table has them).
    const stations = section(T.stations);
    expect(within(stations).getByText(T.chartFailed)).toBeInTheDocument();
    await userEvent.click(within(stations).getByText(T.showTable));
    expect(rowsOf(within(stations).getByRole("table"))).toContainEqual([MESSAGES.clinicUi.stations.consultation, "11"]);

    const readings = screen.getByRole("table", { name: T.readings });
    expect(rowsOf(readings)).toEqual([
      [T.reading, T.screened, T.raised, T.known, T.new],
      [T.bloodPressure, "11", "4", "1", "3"],
      [T.bloodSugar, "6", "2", "2", "0"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: T.topDiagnoses }))).toContainEqual([
      "I10",
      "Essential (primary) hypertension",
      "4",
    ]);
    const chapters = section(T.chapters);
    await userEvent.click(within(chapters).getByText(T.showTable));
    expect(rowsOf(within(chapters).getByRole("table"))).toContainEqual([
      "IX",
      "Diseases of the circulatory system",
      "7",
    ]);
    expect(rowsOf(screen.getByRole("table", { name: T.medicines }))).toContainEqual(["Amlodipine 5 mg", "180", "30"]);
    expect(rowsOf(screen.getByRole("table", { name: T.medicines }))).toContainEqual([T.otherMedicines, "0", "0"]);
    const referrals = section(T.referrals);
    expect(within(referrals).getByText(T.within30Days).nextSibling).toHaveTextContent("1");

    const download = (name: string) => screen.getByRole("link", { name });
    expect(download(T.pdfOf("Heart Health Week"))).toHaveAttribute("href", `/api/meals/${ID}/report.pdf`);
    expect(download(T.csvOf("Heart Health Week"))).toHaveAttribute("href", `/api/meals/${ID}/report.csv`);
    expect(download(T.dhis2Of("Heart Health Week"))).toHaveAttribute("href", `/api/meals/${ID}/report/dhis2`);
    expect(download(T.pdfOf("Heart Health Week"))).toHaveAttribute("download");
    expect(screen.getByRole("link", { name: MESSAGES.campReportRange.open })).toHaveAttribute(
      "href",
      "/admin/camp-reports",
    );
  });

  it("gives a camp's doctor (not an admin) the same downloads, without the admins' reports by date", async () => {
    renderReport({ body: sampleReport() }, student);
    expect(await screen.findByRole("link", { name: T.dhis2Of("Heart Health Week") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.pdfOf("Heart Health Week") })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: MESSAGES.campReportRange.open })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: MESSAGES.clinicLists.backToClinic })).toHaveAttribute(
      "href",
      `/admin/clinic/${ID}`,
    );
  });

  it("says when no visit has been recorded yet, with no figures and nothing to download", async () => {
    renderReport({ body: emptyReport() });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: T.csvOf("Heart Health Week") })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in its own words, with nothing to try again", async () => {
    const refusal = { code: "STATION_ROLE_REQUIRED", message: "Only the camp's doctors may read its report." };
    renderReport({ status: 403, body: refusal }, student);
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal.message);
    expect(screen.queryByRole("button", { name: MESSAGES.account.tryAgain })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: MESSAGES.campReportRange.open })).not.toBeInTheDocument();
  });

  it("says a failed load and reads it again on Try again; loading is announced", async () => {
    let reads = 0;
    renderReport(() =>
      ++reads === 1
        ? { status: 500, body: { code: "INTERNAL_ERROR", message: "Internal error" } }
        : { body: sampleReport() },
    );
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.common.loading);
    expect(await screen.findByRole("alert")).toHaveTextContent(T.loadFailed);
    await userEvent.click(screen.getByRole("button", { name: MESSAGES.account.tryAgain }));
    expect(await screen.findByRole("table", { name: T.registered })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
