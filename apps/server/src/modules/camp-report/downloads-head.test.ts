import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, clinicalAccess } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

/**
 * Issue 41's downloads build a file from health records, log each read and audit the download. Fastify would give
 * each GET a HEAD twin that runs the same handler, so a HEAD would leave a read and a download in the logs for a
 * file never sent: none of them has one.
 */
const DOWNLOADS = [
  "/api/meals/:id/report.csv",
  "/api/camp-reports.csv",
  "/api/meals/:id/report/dhis2",
  "/api/meals/:id/report.pdf",
  "/api/meals/:id/fhir.ndjson",
  "/api/visits/:visitId/fhir",
  "/api/me/health-record.fhir",
  "/api/me/health-record.pdf",
];

describe("the camp report's and health record's downloads have no HEAD", () => {
  let t: TestApp;
  let admin: TestUser;
  let campId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", name: "Head Admin", db: t.database.db });
    campId = await insertCamp(t.database.db);
  });
  afterAll(() => t?.close());

  it("routes GET only", () => {
    for (const url of DOWNLOADS) {
      expect(t.app.hasRoute({ method: "GET", url }), url).toBe(true);
      expect(t.app.hasRoute({ method: "HEAD", url }), url).toBe(false);
    }
  });

  it("answers a HEAD 404 and logs nothing, where the GET is audited", async () => {
    const logged = async () => [
      (await t.database.db.select().from(auditLog)).length,
      (await t.database.db.select().from(clinicalAccess)).length,
    ];
    const before = await logged();
    const at = (url: string) =>
      url.replace(":id", campId).replace(":visitId", campId) +
      (url.includes("camp-reports") ? "?from=2026-01-01&to=2026-12-31" : "");
    for (const url of DOWNLOADS) {
      expect((await injectAs(t.app, admin, { method: "HEAD", url: at(url) })).statusCode, url).toBe(404);
    }
    expect(await logged()).toEqual(before);
    const csv = await injectAs(t.app, admin, { method: "GET", url: at("/api/meals/:id/report.csv") });
    expect(csv.statusCode).toBe(200);
    expect((await logged())[0]).toBe(before[0]! + 1);
  });
});
