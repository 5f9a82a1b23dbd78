import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { newTicketCode } from "./code.ts";

const CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{20}$/;

/** Issue 21: every seat-holding request has an unguessable ticket that stops working with its seat. */
describe("tickets", () => {
  let t: TestApp;
  let admin: TestUser;

  const camper = () => signUp(t.app, { badge: "Gold", db: t.database.db });
  const join = async (user: TestUser, mealId: string) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
    expect(res.statusCode).toBe(201);
    return res.json() as { insertedId: string; status: string };
  };
  const ticket = (user: TestUser | null, requestId: string) =>
    injectAs(t.app, user, { method: "GET", url: `/api/tickets/${requestId}` });
  const ticketRows = async (requestId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ticket where request_id = ${requestId}`,
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("issues one random code per seat, the same on every ask, to its camper and admins only", async () => {
    const mealId = await insertCamp(t.database.db);
    const [owner, other] = await Promise.all([camper(), camper()]);
    const { insertedId } = await join(owner, mealId);
    const first = await Promise.all(Array.from({ length: 10 }, () => ticket(owner, insertedId)));
    const codes = new Set(first.map((r) => (r.json() as { code: string }).code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(CODE);
    expect(first[0]!.json()).toEqual({ code, status: "valid" });
    expect((await ticket(admin, insertedId)).json()).toEqual({ code, status: "valid" });
    expect((await ticket(other, insertedId)).json()).toMatchObject({ code: "REQUEST_NOT_FOUND" });
    expect((await ticket(null, insertedId)).statusCode).toBe(401);
    expect(await ticketRows(insertedId)).toBe(1);
  });

  it("gives a waiter no ticket until a seat comes, revokes a declined one, and drops a cancelled one", async () => {
    const mealId = await insertCamp(t.database.db);
    await t.database.db.execute(sql`update meal set capacity = 1 where id = ${mealId}`);
    const [seated, waiting] = await Promise.all([camper(), camper()]);
    const held = await join(seated, mealId);
    const waited = await join(waiting, mealId);
    expect(waited.status).toBe("waitlisted");
    expect((await ticket(waiting, waited.insertedId)).json()).toMatchObject({ code: "TICKET_NOT_ISSUED" });
    const { code } = (await ticket(seated, held.insertedId)).json() as { code: string };

    // The seat-holder cancels: the request and its ticket are gone; the waiter takes the seat and gets a ticket.
    const cancel = await injectAs(t.app, seated, {
      method: "DELETE",
      url: "/api/meal-requests-user",
      payload: { id: held.insertedId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await ticketRows(held.insertedId)).toBe(0);
    const [gone] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ticket where code = ${code}`,
    );
    expect(gone!.n).toBe(0);
    const promoted = (await ticket(waiting, waited.insertedId)).json() as { code: string; status: string };
    expect(promoted).toMatchObject({ status: "valid", code: expect.stringMatching(CODE) });

    const declined = await injectAs(t.app, admin, {
      method: "PATCH",
      url: `/api/meal-requests/${waited.insertedId}`,
      payload: { status: "declined" },
    });
    expect(declined.statusCode).toBe(200);
    expect((await ticket(waiting, waited.insertedId)).json()).toEqual({ code: promoted.code, status: "revoked" });
  });

  it("makes codes that do not repeat and use every character of the alphabet", () => {
    const codes = Array.from({ length: 2000 }, () => newTicketCode());
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(""));
    expect(seen.size).toBe(32);
    for (const code of codes) expect(code).toMatch(CODE);
  });
});
