import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDocumentChecker } from "../test/security/api-document-conformance.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const REDOCLY = path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js");

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };

describe("the API document", () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
  let file: string;
  const operations = () => Object.values(doc.paths).flatMap((ops) => Object.values(ops));

  beforeAll(async () => {
    // A public origin, as in production: Redocly warns about a localhost server.
    t = await createTestApp({ BASE_URL: "https://camps.medcamp.org" });
    const res = await t.app.inject({ url: "/api/openapi.json" });
    doc = res.json();
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-openapi-")), "openapi.json");
    fs.writeFileSync(file, res.body);
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended rules with no problem at all (redocly.yaml)", () => {
    const args = [REDOCLY, "lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format=json"];
    const run = spawnSync(process.execPath, args, { encoding: "utf8", cwd: ROOT });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("names every operation once, says who may call it, and lists its error answers", () => {
    const ids = operations().map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations()) {
      expect(op.security, op.operationId).toBeDefined();
      expect(
        Object.keys(op.responses).some((status) => status.startsWith("4")),
        op.operationId,
      ).toBe(true);
      expect(op.responses["500"], op.operationId).toBeDefined();
    }
    expect(doc.paths["/api/meals"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/reviews"]!.get!.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Camp", "CampPage", "Error"]));
    // A status carries the route's own refusals and the shared ones, each once, with its message.
    const join = doc.paths["/api/meal/request"]!.post!.responses["403"] as { description: string };
    expect(join.description.split("\n\n")).toEqual([
      "`SUBSCRIPTION_REQUIRED`: Need to buy subscription",
      "`FORBIDDEN`: You are not allowed to do this.",
      "`CROSS_SITE_REQUEST`: Requests from another site are refused",
    ]);
  });

  it("describes the like body as optional, and the 304 of a cached answer without a body", async () => {
    const like = doc.paths["/api/meals/{id}/like"]!.post! as Operation & { requestBody: { required: boolean } };
    expect(like.requestBody.required).toBe(false);
    const checker = await apiDocumentChecker(t.app);
    const url = `/api/meals/${await insertCamp(t.database.db)}`;
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-type"]).toBeUndefined();
    checker.check("GET /api/meals/{id}", first);
    checker.check("GET /api/meals/{id}", again);
    expect(checker.problems).toEqual([]);
  });
});
