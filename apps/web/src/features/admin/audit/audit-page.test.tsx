import { type AuditEntry, MESSAGES } from "@medcamp/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { AuditPage } from "./audit-page";

const A = MESSAGES.audit;
const CAMP = "6f1c2b1e-0b8a-4c53-9d0e-2f4f4b7a9c11";

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `e${n}`,
  at: "2026-11-24T03:00:00.000Z",
  actor: { id: "admin-1", name: "Audrey Admin", email: "audrey@example.org" },
  action: "camp.updated",
  target: { type: "camp", id: CAMP },
  before: { title: "Heart camp", price: 10 },
  after: { title: "Heart camp (new)", price: 12 },
  ...overrides,
});

const auditUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.includes("/admin/audit"));

describe("the audit log screen", () => {
  it("shows who did what to which target, with each field before and after", async () => {
    fakeApi({ "GET /admin/audit": { body: { entries: [entry(1)], totalPages: 1 } } });
    renderApp({ element: <AuditPage />, at: "/admin/audit" });
    const rows = await screen.findAllByRole("row");
    const row = within(rows[1]!);
    expect(row.getByText("Audrey Admin")).toBeInTheDocument();
    expect(row.getByText("audrey@example.org")).toBeInTheDocument();
    expect(row.getByText("camp.updated")).toBeInTheDocument();
    expect(row.getByText("Heart camp")).toBeInTheDocument();
    expect(row.getByText("Heart camp (new)")).toBeInTheDocument();
    expect(row.getByText("12")).toBeInTheDocument();
  });

  it("sends the filters the admin applies, and the row's camp and actor as filters", async () => {
    fakeApi({ "GET /admin/audit": { body: { entries: [entry(1)], totalPages: 1 } } });
    renderApp({ element: <AuditPage />, at: "/admin/audit" });
    await screen.findAllByRole("row");

    fireEvent.change(screen.getByLabelText(A.action), { target: { value: "request.declined" } });
    fireEvent.change(screen.getByLabelText(A.from), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: A.apply }));
    await vi.waitFor(() => expect(auditUrls().at(-1)).toContain("action=request.declined&from=2026-11-01"));

    fireEvent.click(await screen.findByRole("button", { name: A.onlyThisCampOf(CAMP) }));
    await vi.waitFor(() => expect(auditUrls().at(-1)).toContain(`mealId=${CAMP}`));
    fireEvent.click(screen.getByRole("button", { name: A.onlyThisActor("Audrey Admin") }));
    await vi.waitFor(() => expect(auditUrls().at(-1)).toContain("actor=admin-1"));

    fireEvent.click(screen.getByRole("button", { name: A.clear }));
    await vi.waitFor(() => expect(auditUrls().at(-1)).not.toMatch(/actor=|action=|mealId=|from=/));
  });

  it("says when nothing matches", async () => {
    fakeApi({ "GET /admin/audit": { body: { entries: [], totalPages: 1 } } });
    renderApp({ element: <AuditPage />, at: "/admin/audit?action=camp.deleted" });
    expect(await screen.findByText(A.empty)).toBeInTheDocument();
    expect(screen.getByLabelText(A.action)).toHaveValue("camp.deleted");
  });
});
