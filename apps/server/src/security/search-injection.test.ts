import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { insertCamp } from "../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";

/**
 * The original product built a regular expression from the search box. Ours matches the text literally: regex
 * and LIKE metacharacters find exactly the camps and users that contain them, and never break the query.
 */
const LITERALS = [".*", "(", "[", "%", "_", "\\", "a|b", "^$"];

describe("searches match regex and wildcard characters literally", () => {
  let t: TestApp;
  let admin: TestUser;
  const tag = crypto.randomUUID().slice(0, 6);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
    await insertCamp(t.database.db, `${tag} Plain Camp`);
    for (const [i, literal] of LITERALS.entries()) {
      await insertCamp(t.database.db, `${tag} Camp ${literal} ${i}`);
      await signUp(t.app, { name: `${tag} User ${literal} ${i}` });
    }
  });
  afterAll(() => t.close());

  it.each(LITERALS.map((literal, i) => [literal, i] as const))(
    "%s finds only the camp and user containing it",
    async (literal, i) => {
      const query = new URLSearchParams({ search: literal, limit: "50" });
      const camps = await injectAs(t.app, null, { method: "GET", url: `/api/meals?${query}` });
      expect(camps.statusCode).toBe(200);
      const titles = (camps.json() as { meals: Array<{ title: string }> }).meals.map((m) => m.title);
      // insertCamp appends its own counter to each title
      const ours = titles.filter((title) => title.startsWith(tag)).map((title) => title.replace(/ \d+$/, ""));
      expect(ours).toEqual([`${tag} Camp ${literal} ${i}`]);

      const users = await injectAs(t.app, admin, {
        method: "GET",
        url: `/api/users?${new URLSearchParams({ username: `${tag} User ${literal}` })}`,
      });
      expect(users.statusCode).toBe(200);
      const names = (users.json() as { users: Array<{ name: string }> }).users.map((u) => u.name);
      expect(names).toEqual([`${tag} User ${literal} ${i}`]);
    },
  );
});
