import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("user endpoints", () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([
      signUp(t.app, { name: "Ada Admin", role: "admin", db: t.database.db }),
      signUp(t.app, { name: "Alice Camper", badge: "Gold", db: t.database.db }),
      signUp(t.app, { name: "Bob O'Hara_50%" }),
    ]);
  });
  afterAll(() => t.close());

  it("POST /api/create-user is idempotent and needs a session", async () => {
    expect((await injectAs(t.app, null, { method: "POST", url: "/api/create-user", payload: {} })).statusCode).toBe(
      401,
    );
    for (let i = 0; i < 2; i++) {
      const res = await injectAs(t.app, alice, {
        method: "POST",
        url: "/api/create-user",
        payload: { name: alice.name, email: alice.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual({ name: alice.name, email: alice.email, badge: "Gold" });
    }
    const forged = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/create-user",
      payload: { email: bob.email },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("GET /api/is-admin answers for the session user, whatever e-mail is asked", async () => {
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/is-admin" })).statusCode).toBe(401);
    const asAlice = await injectAs(t.app, alice, { method: "GET", url: `/api/is-admin?email=${admin.email}` });
    expect(asAlice.json()).toEqual({ isAdmin: false });
    const asAdmin = await injectAs(t.app, admin, { method: "GET", url: "/api/is-admin" });
    expect(asAdmin.json()).toEqual({ isAdmin: true });
  });

  it("GET /api/users is for admins, searches case-insensitively and takes wildcards literally", async () => {
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/users" })).statusCode).toBe(401);
    expect((await injectAs(t.app, alice, { method: "GET", url: "/api/users" })).statusCode).toBe(403);
    const all = await injectAs(t.app, admin, { method: "GET", url: "/api/users?page=1&limit=2" });
    expect(all.statusCode).toBe(200);
    expect(all.json().users).toHaveLength(2);
    expect(all.json().totalPages).toBe(2);
    const byName = await injectAs(t.app, admin, { method: "GET", url: "/api/users?username=ALICE" });
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual([alice.email]);
    expect(byName.json().users[0]).toMatchObject({ name: "Alice Camper", badge: "Gold", role: "student" });
    const wildcard = await injectAs(t.app, admin, {
      method: "GET",
      url: `/api/users?username=${encodeURIComponent("_50%")}`,
    });
    expect(wildcard.json().users.map((u: { email: string }) => u.email)).toEqual([bob.email]);
    const byEmail = await injectAs(t.app, admin, {
      method: "GET",
      url: `/api/users?email=${encodeURIComponent(bob.email.toUpperCase())}`,
    });
    expect(byEmail.json().users).toHaveLength(1);
  });

  it("GET /api/users/:email is for the user themself or an admin", async () => {
    expect((await injectAs(t.app, null, { method: "GET", url: `/api/users/${alice.email}` })).statusCode).toBe(401);
    const self = await injectAs(t.app, alice, { method: "GET", url: `/api/users/${alice.email}` });
    expect(self.json()).toEqual({ user: { name: alice.name, email: alice.email, badge: "Gold" } });
    expect((await injectAs(t.app, bob, { method: "GET", url: `/api/users/${alice.email}` })).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, admin, { method: "GET", url: `/api/users/${bob.email}` })).json().user.badge,
    ).toBeNull();
    expect((await injectAs(t.app, admin, { method: "GET", url: "/api/users/nobody@example.org" })).statusCode).toBe(
      404,
    );
  });

  it("POST /api/make-admin is for admins, one way, and harmless to repeat", async () => {
    const body = { userId: bob.id };
    expect((await injectAs(t.app, null, { method: "POST", url: "/api/make-admin", payload: body })).statusCode).toBe(
      401,
    );
    expect(
      (await injectAs(t.app, alice, { method: "POST", url: "/api/make-admin", payload: { userId: alice.id } }))
        .statusCode,
    ).toBe(403);
    for (let i = 0; i < 2; i++) {
      const res = await injectAs(t.app, admin, { method: "POST", url: "/api/make-admin", payload: body });
      expect(res.statusCode).toBe(200);
    }
    expect((await injectAs(t.app, bob, { method: "GET", url: "/api/is-admin" })).json()).toEqual({ isAdmin: true });
    const unknown = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/make-admin",
      payload: { userId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("checks the role before the input: invalid queries, bodies and params still get 401 / 403", async () => {
    const calls: InjectOptions[] = [
      { method: "GET", url: "/api/users?page=0&limit=999" },
      { method: "POST", url: "/api/make-admin", payload: { userId: "", role: "admin" } },
      { method: "GET", url: "/api/admin/not-an-email" },
    ];
    for (const call of calls) {
      const where = `${call.method} ${call.url}`;
      expect((await injectAs(t.app, admin, call)).statusCode, `${where} admin`).toBe(400);
      expect((await injectAs(t.app, null, call)).statusCode, `${where} anonymous`).toBe(401);
      expect((await injectAs(t.app, alice, call)).statusCode, `${where} student`).toBe(403);
    }
  });

  it("POST /api/make-admin sent 20 times at once promotes once, without an error", async () => {
    const carol = await signUp(t.app, { name: "Carol Concurrent" });
    const admins = async () =>
      (await injectAs(t.app, admin, { method: "GET", url: "/api/users?limit=50" }))
        .json()
        .users.filter((u: { role: string }) => u.role === "admin").length;
    const before = await admins();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        injectAs(t.app, admin, { method: "POST", url: "/api/make-admin", payload: { userId: carol.id } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.json().message === "The user is now an admin.")).toBe(true);
    expect(await admins()).toBe(before + 1);
    const listed = await injectAs(t.app, admin, {
      method: "GET",
      url: `/api/users?email=${encodeURIComponent(carol.email)}`,
    });
    expect(listed.json().users).toEqual([expect.objectContaining({ email: carol.email, role: "admin" })]);
  });

  it("GET /api/admin/:email is for admins and counts the camps they added", async () => {
    expect((await injectAs(t.app, null, { method: "GET", url: `/api/admin/${admin.email}` })).statusCode).toBe(401);
    expect((await injectAs(t.app, alice, { method: "GET", url: `/api/admin/${admin.email}` })).statusCode).toBe(403);
    const res = await injectAs(t.app, admin, { method: "GET", url: `/api/admin/${admin.email}` });
    expect(res.json()).toEqual({ name: "Ada Admin", email: admin.email, noOfMealsAdded: 0 });
  });
});
