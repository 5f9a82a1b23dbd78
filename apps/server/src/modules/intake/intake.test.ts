import type { IntakeQuestion } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { insertDatedCamp } from "../../test/calendar-test-camps.ts";
import { waitFor } from "../../test/smtp-test-server.ts";

const DAY = 86_400_000;

const QUESTIONS = [
  { kind: "short_text", label: "Emergency contact", required: true, health: false },
  { kind: "one_choice", label: "T-shirt size", required: false, health: false, options: ["S", "M", "L"] },
  { kind: "many_choices", label: "Allergies", required: false, health: true, options: ["Nuts", "Milk", "Pollen"] },
  { kind: "yes_no", label: "Diabetic?", required: true, health: true },
  { kind: "date", label: "Last tetanus shot", required: false, health: true },
  { kind: "consent", label: "I consent to the camp's staff reading my health answers", required: true, health: false },
];

/** Issue 21: intake questions per camp, answered when joining, read by their camper and admins only. */
describe("intake questions", () => {
  let t: TestApp;
  let admin: TestUser;
  const time = movableClock();

  const put = (user: TestUser | null, url: string, payload: object) =>
    injectAs(t.app, user, { method: "PUT", url, payload });
  const get = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: "GET", url });
  const camper = () => signUp(t.app, { badge: "Gold", db: t.database.db });
  const campWithQuestions = async (startsInDays = 10) => {
    const mealId = await insertDatedCamp(t.database.db, {
      startsAt: new Date(time.clock.now().getTime() + startsInDays * DAY).toISOString(),
    });
    const res = await put(admin, `/api/meals/${mealId}/questions`, { questions: QUESTIONS });
    expect(res.statusCode).toBe(200);
    return { mealId, questions: (res.json() as { questions: IntakeQuestion[] }).questions };
  };
  const answersFor = (questions: IntakeQuestion[], overrides: Record<string, unknown> = {}) =>
    questions.flatMap((q) => {
      const value =
        q.label in overrides
          ? overrides[q.label]
          : (
              {
                "Emergency contact": "  Rina, 01700-000000 ",
                "T-shirt size": "M",
                Allergies: ["Pollen", "Nuts"],
                "Diabetic?": false,
                "Last tetanus shot": "2024-05-01",
                "I consent to the camp's staff reading my health answers": true,
              } as Record<string, unknown>
            )[q.label];
      return value === undefined ? [] : [{ questionId: q.id, value }];
    });
  const join = (user: TestUser, mealId: string, answers?: object[]) =>
    injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId, answers } });
  const requestsOf = async (mealId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from meal_request where meal_id = ${mealId}`,
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "50" }, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("lets an admin set a camp's questions, in order, and everyone read them", async () => {
    const { mealId, questions } = await campWithQuestions();
    expect(questions.map((q) => q.label)).toEqual(QUESTIONS.map((q) => q.label));
    expect(questions[1]).toMatchObject({ kind: "one_choice", options: ["S", "M", "L"], required: false });
    expect((await get(null, `/api/meals/${mealId}/questions`)).json()).toEqual({ questions });
    const student = await camper();
    expect((await put(student, `/api/meals/${mealId}/questions`, { questions: [] })).statusCode).toBe(403);
    expect((await put(null, `/api/meals/${mealId}/questions`, { questions: [] })).statusCode).toBe(401);
    const bad = await put(admin, `/api/meals/${mealId}/questions`, {
      questions: [{ kind: "one_choice", label: "Size", required: true, health: false, options: ["Only"] }],
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await put(admin, `/api/meals/${mealId}/questions`, {
      questions: [{ ...QUESTIONS[0], id: crypto.randomUUID() }],
    });
    expect(foreign.json()).toMatchObject({ code: "INTAKE_UNKNOWN_QUESTION" });
    expect((await get(null, `/api/meals/${mealId}/questions`)).json()).toEqual({ questions });
    expect((await get(null, `/api/meals/${crypto.randomUUID()}/questions`)).json()).toMatchObject({
      code: "CAMP_NOT_FOUND",
    });
  });

  it("refuses a join whose answers do not fit, changing nothing, and stores fitting ones normalised", async () => {
    const { mealId, questions } = await campWithQuestions();
    const student = await camper();
    const refusals = [
      [answersFor(questions, { "Emergency contact": "   " }), "INTAKE_ANSWER_REQUIRED"],
      [answersFor(questions, { "T-shirt size": "XXL" }), "INTAKE_ANSWER_INVALID"],
      [answersFor(questions, { Allergies: ["Nuts", "Nuts"] }), "INTAKE_ANSWER_INVALID"],
      [answersFor(questions, { "Diabetic?": "no" }), "INTAKE_ANSWER_INVALID"],
      [answersFor(questions, { "Last tetanus shot": "2024-02-30" }), "INTAKE_ANSWER_INVALID"],
      [
        answersFor(questions, { "I consent to the camp's staff reading my health answers": false }),
        "INTAKE_CONSENT_REQUIRED",
      ],
      [[...answersFor(questions), { questionId: crypto.randomUUID(), value: "x" }], "INTAKE_UNKNOWN_QUESTION"],
      [undefined, "INTAKE_ANSWER_REQUIRED"],
    ] as const;
    for (const [answers, code] of refusals) {
      const res = await join(student, mealId, answers as object[] | undefined);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    expect((await join(student, mealId, [{ questionId: questions[0]!.id, value: "" }])).json().message).toBe(
      'Please answer "Emergency contact".',
    );
    expect(await requestsOf(mealId)).toBe(0);

    const joined = await join(student, mealId, answersFor(questions));
    expect(joined.statusCode).toBe(201);
    const { insertedId } = joined.json() as { insertedId: string };
    const own = await get(student, `/api/meal-requests/${insertedId}/answers`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      answers: [
        { label: "Emergency contact", value: "Rina, 01700-000000", health: false },
        { label: "T-shirt size", value: "M" },
        { label: "Allergies", value: ["Nuts", "Pollen"], health: true },
        { label: "Diabetic?", value: false, health: true },
        { label: "Last tetanus shot", value: "2024-05-01", kind: "date" },
        { label: "I consent to the camp's staff reading my health answers", value: true, kind: "consent" },
      ],
      editableUntil: expect.any(String),
    });
  });

  it("shows answers to their camper and admins only, and lets the camper change them until the camp starts", async () => {
    const { mealId, questions } = await campWithQuestions(2);
    const [owner, other] = await Promise.all([camper(), camper()]);
    const { insertedId } = (await join(owner, mealId, answersFor(questions))).json() as { insertedId: string };
    const url = `/api/meal-requests/${insertedId}/answers`;
    expect((await get(other, url)).json()).toMatchObject({ code: "REQUEST_NOT_FOUND" });
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(admin, url)).statusCode).toBe(200);
    expect((await put(admin, url, { answers: answersFor(questions) })).json()).toMatchObject({
      code: "REQUEST_NOT_FOUND",
    });
    expect((await put(other, url, { answers: answersFor(questions) })).statusCode).toBe(404);

    const changed = await put(owner, url, { answers: answersFor(questions, { "T-shirt size": "L", Allergies: [] }) });
    expect(changed.statusCode).toBe(200);
    const labels = (changed.json() as { answers: { label: string; value: unknown }[] }).answers;
    expect(labels.find((a) => a.label === "T-shirt size")?.value).toBe("L");
    expect(labels.find((a) => a.label === "Allergies")).toBeUndefined();
    expect((await put(owner, url, { answers: [] })).json()).toMatchObject({ code: "INTAKE_ANSWER_REQUIRED" });

    time.forward(3 * DAY);
    expect((await put(owner, url, { answers: answersFor(questions) })).json()).toMatchObject({ code: "CAMP_STARTED" });
    expect((await get(owner, url)).statusCode).toBe(200);
  });

  it("keeps the answers of questions an edit keeps, drops those of removed ones, and moves the health flag", async () => {
    const { mealId, questions } = await campWithQuestions();
    const student = await camper();
    const { insertedId } = (await join(student, mealId, answersFor(questions))).json() as { insertedId: string };
    const [contact, size] = questions;
    const edited = await put(admin, `/api/meals/${mealId}/questions`, {
      questions: [
        { ...size, health: true },
        { ...contact, label: "Who to call in an emergency" },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const answers = (await get(student, `/api/meal-requests/${insertedId}/answers`)).json() as {
      answers: { label: string; health: boolean }[];
    };
    // Each answer keeps the wording it answered (issue 37), in the questions' new order.
    expect(answers.answers).toEqual([
      expect.objectContaining({ label: "T-shirt size", health: true }),
      expect.objectContaining({ label: "Emergency contact", health: false }),
    ]);
  });

  it("records each read of a camper's answers by someone else in the audit log, and not the camper's own (issue 37)", async () => {
    const { mealId, questions } = await campWithQuestions();
    const student = await camper();
    const { insertedId } = (await join(student, mealId, answersFor(questions))).json() as { insertedId: string };
    const reads = async () =>
      queryRows<{ actor_id: string; meal_id: string }>(
        t.database.db,
        sql`select actor_id, meal_id from audit_log where action = 'request.answers-read' and target_id = ${insertedId}`,
      );
    expect((await get(student, `/api/meal-requests/${insertedId}/answers`)).statusCode).toBe(200);
    expect(await reads()).toEqual([]);
    expect((await get(admin, `/api/meal-requests/${insertedId}/answers`)).statusCode).toBe(200);
    expect(await reads()).toEqual([{ actor_id: admin.id, meal_id: mealId }]);
  });

  it("drops the answers of a question whose kind changes, only once the admin confirms how many (issue 37)", async () => {
    const { mealId, questions } = await campWithQuestions();
    const [first, second] = [await camper(), await camper()];
    const requestIds = [];
    for (const student of [first, second]) {
      requestIds.push(
        ((await join(student, mealId, answersFor(questions))).json() as { insertedId: string }).insertedId,
      );
    }
    const contact = questions[0]!;
    const asYesNo = questions.map((q) =>
      q.id === contact.id ? { ...q, kind: "yes_no", label: "Emergency contact?" } : q,
    );
    const url = `/api/meals/${mealId}/questions`;

    const unconfirmed = await put(admin, url, { questions: asYesNo });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({
      code: "INTAKE_ANSWERS_WOULD_BE_DELETED",
      message: "2 answers are deleted: they were given to a question whose kind you changed.",
    });
    const stillThere = (await get(first, `/api/meal-requests/${requestIds[0]}/answers`)).json() as {
      answers: { questionId: string; kind: string; value: unknown }[];
    };
    expect(stillThere.answers.find((a) => a.questionId === contact.id)).toMatchObject({ kind: "short_text" });

    expect((await put(admin, url, { questions: asYesNo, dropChangedAnswers: true })).statusCode).toBe(200);
    const after = (await get(first, `/api/meal-requests/${requestIds[0]}/answers`)).json() as {
      answers: { questionId: string }[];
    };
    expect(after.answers.map((a) => a.questionId)).not.toContain(contact.id);
    expect(after.answers).toHaveLength(questions.length - 1);
    // The camper can save again: the text answer no longer stands for a yes/no.
    const saved = await put(first, `/api/meal-requests/${requestIds[0]}/answers`, {
      answers: answersFor(questions, { "Emergency contact": true }),
    });
    expect(saved.statusCode).toBe(200);
  });

  it("keeps a consent under the words it was given to: a re-worded consent asks again (issue 37)", async () => {
    const { mealId, questions } = await campWithQuestions();
    const student = await camper();
    const { insertedId } = (await join(student, mealId, answersFor(questions))).json() as { insertedId: string };
    const consent = questions.find((q) => q.kind === "consent")!;
    const reworded = "My answers are shared with sponsors and insurers";
    const edited = questions.map((q) => (q.id === consent.id ? { ...q, label: reworded } : q));
    expect((await put(admin, `/api/meals/${mealId}/questions`, { questions: edited })).statusCode).toBe(200);
    const read = (await get(admin, `/api/meal-requests/${insertedId}/answers`)).json() as {
      answers: { questionId: string; label: string; value: unknown }[];
    };
    expect(read.answers.find((a) => a.questionId === consent.id)).toMatchObject({ label: consent.label, value: true });
    expect(JSON.stringify(read)).not.toContain(reworded);
  });

  it("records each replacement of a camp's questions in the audit log, with the answers it deleted (issue 37)", async () => {
    const { mealId, questions } = await campWithQuestions();
    const student = await camper();
    await join(student, mealId, answersFor(questions));
    expect((await put(admin, `/api/meals/${mealId}/questions`, { questions: questions.slice(1) })).statusCode).toBe(
      200,
    );
    const entries = await queryRows<{ actor_id: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select actor_id, before, after from audit_log where action = 'camp.intake-replaced' and meal_id = ${mealId}
          order by seq`,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, before: { questions: [] }, after: { answersDeleted: 0 } });
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      before: { questions: questions.map((q) => expect.objectContaining({ id: q.id, label: q.label })) },
      after: { answersDeleted: 1 },
    });
    expect((entries[1]!.after as { questions: unknown[] }).questions).toHaveLength(questions.length - 1);
  });

  it("deletes the health answers of a camp without dates INTAKE_RETENTION_DAYS after they were given (issue 37)", async () => {
    const mealId = await insertCamp(t.database.db, "Camp without dates");
    expect((await put(admin, `/api/meals/${mealId}/questions`, { questions: QUESTIONS })).statusCode).toBe(200);
    const { questions } = (await get(admin, `/api/meals/${mealId}/questions`)).json() as {
      questions: IntakeQuestion[];
    };
    const student = await camper();
    const joined = await join(student, mealId, answersFor(questions));
    expect(joined.statusCode).toBe(201);
    const { insertedId } = joined.json() as { insertedId: string };
    const healthAnswers = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from intake_answer where request_id = ${insertedId} and health`,
        )
      )[0]!.n;
    // Given "now" on the test's clock (earlier tests moved it on; the database stamps its own time).
    await t.database.db.execute(
      sql`update intake_answer set updated_at = ${time.clock.now().toISOString()} where request_id = ${insertedId}`,
    );
    expect(await healthAnswers()).toBe(3);
    time.forward(89 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await healthAnswers()).toBe(3);
    time.forward(2 * DAY);
    await waitFor(async () => (await healthAnswers()) === 0, 10_000);
  });

  it("deletes health answers INTAKE_RETENTION_DAYS after the camp ends, and only those", async () => {
    const { mealId, questions } = await campWithQuestions(1);
    const student = await camper();
    const { insertedId } = (await join(student, mealId, answersFor(questions))).json() as { insertedId: string };
    const stored = async () =>
      queryRows<{ health: boolean }>(
        t.database.db,
        sql`select health from intake_answer where request_id = ${insertedId} order by health`,
      );
    expect((await stored()).filter((a) => a.health)).toHaveLength(3);
    const [camp] = await queryRows<{ ends_at: Date }>(
      t.database.db,
      sql`select ends_at from meal where id = ${mealId}`,
    );
    // A day short of the retention: nothing goes (the sweep polls every 50 ms meanwhile).
    time.forward(new Date(camp!.ends_at).getTime() + 89 * DAY - time.clock.now().getTime());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stored()).filter((a) => a.health)).toHaveLength(3);
    time.forward(2 * DAY);
    await waitFor(async () => (await stored()).every((a) => !a.health), 10_000);
    expect(await stored()).toEqual([{ health: false }, { health: false }, { health: false }]);
  });

  it("writes each camper's own answers with their request when 20 join at once, refusing only those that do not fit", async () => {
    const { mealId, questions } = await campWithQuestions();
    const campers = await Promise.all(Array.from({ length: 20 }, () => camper()));
    // Every fourth camper leaves the required emergency contact blank: refused alone, in the same batches.
    const blank = (i: number) => i % 4 === 3;
    const results = await Promise.all(
      campers.map((c, i) =>
        join(c, mealId, answersFor(questions, { "Emergency contact": blank(i) ? " " : `Contact ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(campers.map((_, i) => (blank(i) ? 400 : 201)));
    expect(results.filter((_, i) => blank(i)).map((r) => r.json().code)).toEqual(
      Array(5).fill("INTAKE_ANSWER_REQUIRED"),
    );
    expect(await requestsOf(mealId)).toBe(15);
    const rows = await queryRows<{ user_id: string; value: string }>(
      t.database.db,
      sql`select r.user_id, a.value #>> '{}' as value from intake_answer a join meal_request r on r.id = a.request_id
          join meal_question q on q.id = a.question_id where r.meal_id = ${mealId} and q.label = 'Emergency contact'`,
    );
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.value).toBe(`Contact ${campers.findIndex((c) => c.id === row.user_id)}`);
    }
    // Twenty sign-ups hash twenty passwords first: on a busy 2-core CI machine that alone can take half a minute.
  }, 90_000);
});
