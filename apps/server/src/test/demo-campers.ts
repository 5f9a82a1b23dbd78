import { DEMO_STUDENT_PASSWORD } from "../db/seed/demo-users.ts";
import { seedDemo } from "../db/seed/seed-demo.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "./test-app.ts";
import { signIn, type TestUser } from "./test-users.ts";

/** A test app on the demo data, with the demo campers Sara (Gold) and Omar (Platinum) signed in. */
export async function appWithDemoCampers(): Promise<{ t: TestApp; sara: TestUser; omar: TestUser }> {
  const t = await createTestApp();
  await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
  const [sara, omar] = await Promise.all([
    signIn(t.app, "sara@medcamp.dev", DEMO_STUDENT_PASSWORD),
    signIn(t.app, "omar@medcamp.dev", DEMO_STUDENT_PASSWORD),
  ]);
  return { t, sara, omar };
}
